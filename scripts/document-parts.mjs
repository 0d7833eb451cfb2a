// Document requests (a page's HTML, not a navigation's flight data) get a store for the static markup their
// render prints once, in the HTML only: src/lib/document-parts.ts. The store lives as long as the request.
import { AsyncLocalStorage } from 'node:async_hooks'

const storage = (globalThis[Symbol.for('rumahloka.documentParts')] ??= new AsyncLocalStorage())

/** `handler` with each GET or HEAD for a document run in a store of its own. */
export const withDocumentParts = (handler) => (req, res) =>
  (req.method === 'GET' || req.method === 'HEAD') && !req.headers.rsc && !req.headers['next-action']
    ? storage.run(new Map(), () => handler(req, res))
    : handler(req, res)
