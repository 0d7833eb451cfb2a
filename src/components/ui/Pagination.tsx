import { StaticPart } from '../layout/StaticPart'

/**
 * Page links that work without JavaScript; the current page is marked for screen readers. Printed as static
 * markup (`StaticPart` navigates its links in the app).
 */
export function Pagination({
  page,
  totalPages,
  href,
}: {
  page: number
  totalPages: number
  href: (page: number) => string
}) {
  if (totalPages <= 1) return null
  const pages = [
    ...new Set([1, page - 1, page, page + 1, totalPages].filter((p) => p >= 1 && p <= totalPages)),
  ].sort((a, b) => a - b)
  const cell = 'icon-button font-semibold'
  return (
    <StaticPart>
      <nav aria-label="Halaman" className="mt-8 flex justify-center">
        <ul className="flex items-center gap-1">
          {page > 1 && (
            <li>
              <a
                href={href(page - 1)}
                className={`${cell} hover:bg-sand-100`}
                aria-label="Halaman sebelumnya"
              >
                ‹
              </a>
            </li>
          )}
          {pages.map((p, i) => (
            <li key={p} className="flex items-center gap-1">
              {i > 0 && p - pages[i - 1]! > 1 && (
                <span aria-hidden="true" className="px-1 text-muted">
                  …
                </span>
              )}
              {p === page ? (
                <span aria-current="page" className={`${cell} bg-brand-700 text-white`}>
                  {p}
                </span>
              ) : (
                <a href={href(p)} className={`${cell} hover:bg-sand-100`} aria-label={`Halaman ${p}`}>
                  {p}
                </a>
              )}
            </li>
          ))}
          {page < totalPages && (
            <li>
              <a
                href={href(page + 1)}
                className={`${cell} hover:bg-sand-100`}
                aria-label="Halaman berikutnya"
              >
                ›
              </a>
            </li>
          )}
        </ul>
      </nav>
    </StaticPart>
  )
}

/** Reads ?page= safely: a whole number from 1, else 1. */
export const pageParam = (value: string | string[] | undefined) => {
  const n = Number(Array.isArray(value) ? value[0] : value)
  return Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1
}
