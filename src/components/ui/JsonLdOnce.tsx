import { jsonLdText } from './JsonLd'
import { StaticLinks } from '@/components/layout/StaticLinks'
import { printedOnce } from '@/lib/document-parts'

/**
 * Structured data of a long list (the store locator's 54 stores), printed in a document's HTML only
 * (`printedOnce`, docs/performance.md "Printed once"): as a client component's data it travelled a second
 * time, escaped, in the flight data. Server components only; `JsonLd` is the one for client components.
 */
export function JsonLdOnce({ data }: { data: Record<string, unknown> }) {
  return (
    <StaticLinks
      className="contents"
      prefetch={false}
      markup={printedOnce(`<script type="application/ld+json">${jsonLdText(data)}</script>`)}
    />
  )
}
