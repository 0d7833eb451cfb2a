import Link from 'next/link'

/** Below the collections in the back-office's navigation: the visits view (VisitsView). */
export function VisitsNavLink() {
  return (
    <Link href="/admin/visits" className="nav__link" prefetch={false}>
      <span className="nav__link-label">Visits</span>
    </Link>
  )
}
