// The page the service worker answers with when a page cannot be reached and was never kept. It is drawn by
// the worker at that moment from what it holds, so its list is always current and it needs nothing else:
// inline styles, no script, no font or image to fetch (the connection is gone).

export type KeptPage = { url: string; title: string }

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" }

/** A kept page's title, as its HTML gives it (without the site's name), or its path when it has none. */
export function titleOf(html: string, path: string): string {
  const found = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]
  if (!found) return path
  const text = found.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, name: string) => entities[name]!).trim()
  return text.replace(/\s*[|–—-]\s*Rumah Loka$/, '') || path
}

/** The headers of the offline page: never stored, nothing to run. */
export const offlinePageHeaders = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
}

/** The offline page for `requested` (a path), listing the kept pages. */
export function offlinePageHtml(requested: string, pages: KeptPage[]): string {
  const brand = '#2f5439'
  const list = pages.length
    ? `<p style="margin:24px 0 8px;font-weight:700">Bisa dibaca tanpa koneksi:</p>
<ul data-offline-pages style="margin:0;padding:0;list-style:none;text-align:left">${pages
        .map(
          (p) =>
            `<li style="border-top:1px solid #e5e7eb"><a href="${escape(p.url)}" style="display:block;padding:12px 4px;color:${brand};font-weight:600;text-decoration:none">${escape(p.title)}</a></li>`,
        )
        .join('')}</ul>`
    : `<p style="margin:24px 0 0;line-height:1.5">Belum ada halaman yang tersimpan di perangkat ini. Halaman katalog, promo, inspirasi, event dan toko yang Anda buka akan tersimpan untuk dibaca tanpa koneksi.</p>`
  return `<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><meta name="theme-color" content="${brand}"><title>Anda sedang offline | Rumah Loka</title></head>
<body style="margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1f2937;background:#fff">
<header style="border-bottom:1px solid #e5e7eb;padding:12px 16px"><a href="/" style="color:${brand};font-weight:800;font-size:1.25rem;text-decoration:none">Rumah Loka</a></header>
<main id="main" data-offline-view="" style="max-width:36rem;margin:0 auto;padding:48px 16px;text-align:center">
<h1 style="margin:0;font-size:1.5rem">Anda sedang offline</h1>
<p style="margin:12px 0 0;line-height:1.5">Halaman ini belum tersimpan di perangkat Anda, jadi belum bisa dibuka tanpa koneksi.</p>
<a href="${escape(requested)}" style="margin-top:24px;display:inline-block;padding:12px 24px;border-radius:9999px;background:${brand};color:#fff;font-weight:600;text-decoration:none">Coba lagi</a>
${list}
</main></body></html>
`
}
