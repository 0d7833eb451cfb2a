import { jsonLdText } from './JsonLd'
import { StaticLinks } from '@/components/layout/StaticLinks'
import { printedOnce } from '@/lib/document-parts'
import { madeOnce } from '@/lib/made-once'

/**
 * Structured data of a long list (the store locator's 54 stores), printed in a document's HTML only
 * (`printedOnce`, docs/performance.md "Printed once"): as a client component's data it travelled a second
 * time, escaped, in the flight data. Server components only; `JsonLd` is the one for client components.
 * `data` is made once per `source`, a frozen cached answer, and `part`, which names every other input it
 * reads (`madeOnce`).
 */
export function JsonLdOnce({
  source,
  part,
  data,
}: {
  source: object
  part: string
  data: () => Record<string, unknown>
}) {
  const text = madeOnce(source, `json-ld|${part}`, () => jsonLdText(data()))
  return (
    <StaticLinks
      className="contents"
      prefetch={false}
      markup={printedOnce(`<script type="application/ld+json">${text}</script>`)}
    />
  )
}
