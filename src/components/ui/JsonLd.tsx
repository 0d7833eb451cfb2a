/** JSON for a `<script type="application/ld+json">`, escaped so it cannot close its script tag. */
export const jsonLdText = (data: Record<string, unknown>) => JSON.stringify(data).replace(/</g, '\\u003c')

/** Structured data for search engines (schema.org). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
