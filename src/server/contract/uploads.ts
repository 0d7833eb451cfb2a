import { randomUUID } from 'node:crypto'

import { fileTypeFromBuffer } from 'file-type'
import sharp from 'sharp'
import { z } from 'zod'

import { getPayloadClient } from '../payload'

export const maxUploadBytes = 5 * 1024 * 1024
/** 24 megapixels: 6000 × 4000, more than any phone photo a claim needs. */
export const maxImagePixels = 24_000_000
const imageTypes = new Set(['image/png', 'image/jpeg', 'image/webp'])

/** A multipart file field: present, not empty, at most 5 MB (the type is checked from its bytes later). */
export const imageFile = (label: string) =>
  z
    .instanceof(File, { message: `${label} is required` })
    .refine((f) => f.size > 0, `${label} is empty`)
    .refine((f) => f.size <= maxUploadBytes, `${label} is larger than 5 MB`)

export type StoredUpload = { ok: true; id: number } | { ok: false; message: string }

/**
 * Stores an image sent by a shopper in the staff-only collection, outside any public folder,
 * after checking from its bytes (not its name) that it is PNG, JPEG or WebP.
 */
/** The file's image type from its bytes, or the message for a file that is not a PNG, JPEG or WebP image. */
export async function checkImage(
  file: File,
): Promise<{ ok: true; data: Buffer; mime: string; ext: string } | { ok: false; message: string }> {
  const data = Buffer.from(await file.arrayBuffer())
  const type = await fileTypeFromBuffer(data)
  if (!type || !imageTypes.has(type.mime))
    return { ok: false, message: `${file.name || 'The file'} is not a PNG, JPEG or WebP image` }
  // The header must lead to a picture that decodes, of a size a phone camera makes: a 25 KB PNG can claim
  // 10,000 × 10,000 pixels and hold the server for seconds while it is decoded.
  try {
    const { width = 0, height = 0 } = await sharp(data, { limitInputPixels: maxImagePixels }).metadata()
    if (!width || !height) throw new Error('no size')
    if (width * height > maxImagePixels)
      return {
        ok: false,
        message: `${file.name || 'The image'} is too large: at most ${maxImagePixels / 1_000_000} megapixels`,
      }
    // Decodes it whole: a header with garbage behind it fails here.
    await sharp(data, { limitInputPixels: maxImagePixels }).stats()
  } catch {
    return { ok: false, message: `${file.name || 'The file'} is not a readable PNG, JPEG or WebP image` }
  }
  return { ok: true, data, mime: type.mime, ext: type.ext }
}

/**
 * Stores an upload checked from its bytes, staff-only. The file's name is `name` and a random id, so two
 * requests in the same millisecond never collide on it.
 */
export async function storePrivateImage(
  file: File,
  purpose: 'signature' | 'warranty-claim-photo',
  name: string,
): Promise<StoredUpload> {
  const checked = await checkImage(file)
  if (!checked.ok) return checked
  const { data, mime, ext } = checked
  const type = { mime, ext }
  const payload = await getPayloadClient()
  const doc = await payload.create({
    collection: 'private-uploads',
    overrideAccess: true,
    data: { purpose },
    file: {
      data,
      mimetype: type.mime,
      name: `${name}-${randomUUID().slice(0, 8)}.${type.ext}`,
      size: data.length,
    },
  })
  return { ok: true, id: doc.id }
}
