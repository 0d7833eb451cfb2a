import { z } from 'zod'

import type { Media } from '@/payload-types'

/** What callers get of an image: its address, size and text alternative. */
export const imageSchema = z
  .strictObject({ url: z.string(), width: z.number().int(), height: z.number().int(), alt: z.string() })
  .meta({
    id: 'Image',
    description: 'An image: its address (relative to the site), pixel size and text alternative',
  })
export type ImageRef = z.output<typeof imageSchema>

/** Rich text as Payload's Lexical editor stores it: render it with a Lexical renderer. */
export const richTextSchema = z
  .looseObject({
    root: z.looseObject({
      type: z.string(),
      children: z.array(z.looseObject({ type: z.any(), version: z.number() })),
    }),
  })
  .meta({ id: 'RichText', description: 'Payload Lexical JSON (root, children, …)' })

/** Where a document's own page is on this site (src/lib/routes.ts builds it), for links and sharing. */
export const pathSchema = z.string().describe("The document's page on this site, relative to its origin")

/** The fields every view of a document with its own page starts with. */
export const pagedDocumentShape = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  path: pathSchema,
}

/** A short reference to a related record: enough to name it and link to it. */
export const namedRefSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'NamedRef' })

export function imageRef(media: number | Media | null | undefined): ImageRef | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return { url: siteRelative(media.url), width: media.width ?? 0, height: media.height ?? 0, alt: media.alt }
}

/**
 * Payload writes its own files' addresses absolute once SITE_URL (its `serverURL`) is set; the site's are
 * relative, as next/image serves only those (next.config.ts `localPatterns`): with the origin left on, every
 * picture of a site started with SITE_URL answered 400. Another origin's address (S3) stays as it is.
 */
export function siteRelative(url: string): string {
  const site = process.env.SITE_URL
  if (!site || !/^https?:\/\//.test(url)) return url
  const target = new URL(url)
  return target.origin === new URL(site).origin ? `${target.pathname}${target.search}` : url
}
