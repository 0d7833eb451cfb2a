import type { Payload } from 'payload'

import { svgToImage } from './art/render'

/**
 * Uploads drawn art once: a file name is its key, so a second seed run reuses what exists.
 * Payload's upload pipeline runs sharp to make the image sizes.
 */
export function createMediaLibrary(payload: Payload) {
  const cache = new Map<string, number>()

  async function find(collection: 'media' | 'documents', filename: string): Promise<number | undefined> {
    const found = await payload.find({
      collection,
      where: { filename: { equals: filename } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs[0]?.id as number | undefined
  }

  return {
    async image(key: string, alt: string, svg: () => string): Promise<number> {
      const filename = `${key}.webp`
      const cached = cache.get(filename) ?? (await find('media', filename))
      if (cached) {
        cache.set(filename, cached)
        return cached
      }
      const data = await svgToImage(svg())
      const doc = await payload.create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype: 'image/webp', name: filename, size: data.length },
        overrideAccess: true,
        context: { skipRevalidate: true },
      })
      cache.set(filename, doc.id as number)
      return doc.id as number
    },
    async pdf(key: string, title: string, make: () => Promise<Buffer>): Promise<number> {
      const filename = `${key}.pdf`
      const existing = await find('documents', filename)
      if (existing) return existing
      const data = await make()
      const doc = await payload.create({
        collection: 'documents',
        data: { title },
        file: { data, mimetype: 'application/pdf', name: filename, size: data.length },
        overrideAccess: true,
      })
      return doc.id as number
    },
  }
}
export type MediaLibrary = ReturnType<typeof createMediaLibrary>
