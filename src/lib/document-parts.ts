/**
 * Static markup a document request prints once, in its HTML only (docs/performance.md, "Printed once").
 *
 * A client component's props travel in the page's flight data, which Next.js copies into the HTML as script
 * text, escaping it character by character: a string of static markup was sent twice and cost more to write
 * into the page than the markup itself. For a document request (`scripts/document-parts.mjs` gives it a
 * store), the server component keeps the markup here under a short id and the flight data carries the id
 * only; the HTML render, in the same request, prints the markup from here. Navigations in the app (flight
 * requests) get no store and carry the markup itself.
 */
type Store = { getStore(): Map<string, string> | undefined }

const storageKey = Symbol.for('rumahloka.documentParts')

/** The running document request's parts; undefined in the browser and outside a document request. */
export const documentParts = (): Map<string, string> | undefined =>
  (globalThis as { [storageKey]?: Store })[storageKey]?.getStore()

/** Markup as a client component receives it: itself, or the id of a part printed only in the HTML. */
export type PrintedMarkup = { html: string } | { part: string }

/** Keeps `html` in the document's parts when there are any, and answers what the flight data carries. */
export function printedOnce(html: string): PrintedMarkup {
  const parts = documentParts()
  if (!parts) return { html }
  const part = `p${parts.size}`
  parts.set(part, html)
  return { part }
}
