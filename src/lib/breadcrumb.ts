import { tokenPageLabels } from './link-pages'

/** Named labels of path segments (spec, "Breadcrumb"). */
export const breadcrumbLabels: Record<string, string> = {
  catalogues: 'Katalog',
  'room-of-inspiration': 'Pilihan Ruangan',
  'shop-the-look': 'Rekomendasi Produk',
  'csr-events': 'Berita Terbaru',
  services: 'Layanan Kami',
  inspirations: 'Inspirasi',
}

export type Crumb = { label: string; href: string }

/** Pages that draw their own trail, through categories rather than their path (`BreadcrumbNav`). */
const ownTrail = new Set(['produk', 'kategori'])

const titleCase = (segment: string) =>
  decodeURIComponent(segment)
    .replace(/[-_]+/g, ' ')
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

/**
 * The trail of a path: Home first, then each segment with dashes and underscores as spaces and
 * words title-cased, or its named label. Empty on the home page, where the breadcrumb is hidden, and on
 * pages that draw their own.
 */
export function breadcrumbTrail(pathname: string): Crumb[] {
  const segments = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean)
  if (!segments.length || ownTrail.has(segments[0]!)) return []
  // A customer link's token is no crumb: its page is named once, and the token stays out of the trail and its
  // JSON-LD.
  const tokenPage = tokenPageLabels[segments[0]!]
  if (tokenPage && segments.length <= 2)
    return [
      { label: 'Home', href: '/' },
      { label: tokenPage, href: `/${segments[0]}` },
    ]
  return [
    { label: 'Home', href: '/' },
    ...segments.map((segment, i) => ({
      label: breadcrumbLabels[segment] ?? titleCase(segment),
      href: `/${segments.slice(0, i + 1).join('/')}`,
    })),
  ]
}
