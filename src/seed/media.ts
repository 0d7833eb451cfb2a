import os from 'node:os'

import pLimit from 'p-limit'
import type { Payload } from 'payload'

import { svgToImage } from './art/render'

/** One drawn image: its key (the file name without extension), its alternative text and its art. */
export type ImageSpec = [key: string, alt: string, svg: () => string]

/**
 * Uploads drawn art once: a file name is its key, so a second seed run reuses what exists.
 * Payload's upload pipeline runs sharp to make the image sizes. That work runs off the main thread, so
 * uploads go a few at a time (`images`), one more than the cores, keeping every core busy while the
 * main thread writes the rows: the seed spends most of its time here (218 images, ~0.2 s of sharp each).
 */
export function createMediaLibrary(payload: Payload) {
  const uploads = new Map<string, Promise<number>>()
  // Some scenes are drawn alike under two names (a department and its first product, say): drawn once.
  const drawn = new Map<string, Promise<Buffer>>()
  const draw = (svg: string) => {
    let image = drawn.get(svg)
    if (!image) drawn.set(svg, (image = svgToImage(svg)))
    return image
  }
  const slots = pLimit(os.availableParallelism() + 1)

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

  async function upload(filename: string, alt: string, svg: () => string): Promise<number> {
    const existing = await find('media', filename)
    if (existing) return existing
    const data = await draw(svg())
    const doc = await payload.create({
      collection: 'media',
      data: { alt },
      file: { data, mimetype: 'image/webp', name: filename, size: data.length },
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    return doc.id as number
  }

  /** The id of a drawn image, uploading it unless it exists; the same key twice is one upload. */
  function image(key: string, alt: string, svg: () => string): Promise<number> {
    const filename = `${key}.webp`
    let id = uploads.get(filename)
    if (!id) {
      id = slots(() => upload(filename, alt, svg))
      uploads.set(filename, id)
    }
    return id
  }

  return {
    /**
     * Several images at once (a few uploading at a time), their ids in the order asked. Started well before
     * they are awaited: a failure is held until then instead of ending the process as unhandled.
     */
    images(specs: ImageSpec[]): Promise<number[]> {
      const ids = Promise.all(specs.map((spec) => image(...spec)))
      ids.catch(() => undefined)
      return ids
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
