import Link from 'next/link'

import styles from './Brand.module.css'
import { Logo } from '@/components/layout/Logo'

/** The retailer's logo and the name of the place, on the sign-in page (admin.components.graphics.Logo). */
export function BrandLogo() {
  return (
    <div className={styles.logo}>
      <Logo className={styles.mark} />
      <span className={styles.place}>Back-office</span>
    </div>
  )
}

/**
 * The house mark alone, where Payload shows its icon (the header's home link;
 * admin.components.graphics.Icon).
 */
export function BrandIcon() {
  return (
    <svg viewBox="0 0 36 36" className={styles.icon} aria-hidden="true">
      <path d="M4 17 18 5l14 12v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="#2f5439" />
      <path d="M13 33V22h10v11" fill="#e8b04b" />
      <circle cx="18" cy="14" r="2.6" fill="#e8b04b" />
    </svg>
  )
}

/** At the top of the navigation: the logo, linking to the dashboard of work to do. */
export function BrandNav() {
  return (
    <Link href="/admin" className={styles.nav} prefetch={false}>
      <Logo className={styles.navMark} />
      <span className={styles.place}>Back-office</span>
    </Link>
  )
}
