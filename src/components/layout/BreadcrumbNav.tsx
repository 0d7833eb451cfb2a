import { SmartLink as Link } from '../ui/SmartLink'

import type { Crumb } from '@/lib/breadcrumb'

/**
 * A trail of links (the last one the page itself), with BreadcrumbList structured data for search engines:
 * the layout draws it from the path, and pages whose trail is not their path (a product through its
 * categories) draw their own.
 */
export function BreadcrumbNav({ trail, origin }: { trail: Crumb[]; origin: string }) {
  if (!trail.length) return null
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: `${origin}${c.href}`,
    })),
  }
  return (
    <nav lang="id" aria-label="Posisi halaman" className="container py-3 text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-muted">
        {trail.map((crumb, i) => (
          <li key={crumb.href} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden="true">/</span>}
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.label}
              </span>
            ) : (
              <Link
                href={crumb.href}
                // The spec's English "Home"; the other crumbs are the path's own words.
                lang={i === 0 ? 'en' : undefined}
                className="inline-flex min-h-6 items-center hover:text-ink hover:underline"
              >
                {crumb.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }}
      />
    </nav>
  )
}
