import { StaticPart } from '../layout/StaticPart'

/** A label's rupiah amounts ("Rp 5.000.000 – Rp 10.000.000") never break after "Rp". */
function amountsKeptWhole(label: string) {
  return label.split(/(Rp [\d.]+)/).map((part, i) =>
    i % 2 ? (
      <span key={i} className="whitespace-nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  )
}

export type Facet = { key: string; label: string; count: number; href: string; current: boolean }

const chip = (current: boolean) =>
  `inline-flex min-h-9 w-full items-center justify-between gap-2 rounded-lg px-3 text-sm ${current ? 'bg-brand-50 font-semibold text-brand-800' : 'hover:bg-sand-50'}`

/**
 * One filter of a product list (category, brand, room, style, price) as links with their counts: each link
 * toggles its choice, and works without JavaScript. Printed as static markup (`StaticPart` navigates its
 * links in the app). Nothing is drawn when there is nothing to choose.
 */
export function FacetList({
  title,
  facets,
  first = false,
}: {
  title: string
  facets: Facet[]
  first?: boolean
}) {
  if (!facets.length) return null
  return (
    <StaticPart>
      <h2 className={`font-bold ${first ? 'mt-3 large:mt-0' : 'mt-4'}`}>{title}</h2>
      <ul className="mt-1">
        {facets.map((f) => (
          <li key={f.key}>
            <a href={f.href} aria-current={f.current ? 'true' : undefined} className={chip(f.current)}>
              <span>{amountsKeptWhole(f.label)}</span>
              <span className="text-muted">{f.count}</span>
            </a>
          </li>
        ))}
      </ul>
    </StaticPart>
  )
}
