'use client'

import { claimPhotoRules } from '@/lib/warranty-choices'

/**
 * Longest side a claim photo is sent at: enough for a technician to see a crack, a fraction of a phone
 * photo's bytes.
 */
const MAX_SIDE = 1600
/** Photos straight from a phone camera may be large; they are refused above this before being read. */
const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024

export type PreparedPhoto = { file: File; preview: string }

/**
 * Checks one chosen file and shrinks it to a JPEG of at most MAX_SIDE px before upload.
 * Returns the photo, or a message naming the file and what to do.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto | { error: string }> {
  const name = file.name || 'Foto'
  if (/heic|heif/i.test(file.type) || /\.hei[cf]$/i.test(file.name))
    return {
      error: `${name}: format HEIC belum didukung. Ubah kamera ke format JPEG atau kirim tangkapan layar foto.`,
    }
  if (!(claimPhotoRules.types as readonly string[]).includes(file.type))
    return { error: `${name}: bukan foto JPEG, PNG atau WebP.` }
  if (file.size > MAX_ORIGINAL_BYTES)
    return {
      error: `${name}: terlalu besar (${(file.size / 1024 / 1024).toFixed(0)} MB). Pilih foto di bawah 25 MB.`,
    }
  let bitmap: ImageBitmap
  try {
    bitmap = await createImageBitmap(file)
  } catch {
    return { error: `${name}: tidak dapat dibuka sebagai gambar. Pilih foto lain.` }
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.round(bitmap.width * scale)
  canvas.height = Math.round(bitmap.height * scale)
  const context = canvas.getContext('2d')
  if (!context) return { error: `${name}: tidak dapat diproses di perangkat ini.` }
  context.fillStyle = '#fff' // a transparent PNG becomes a JPEG on white, not on black
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
  bitmap.close()
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
  if (!blob) return { error: `${name}: tidak dapat diproses di perangkat ini.` }
  if (blob.size > claimPhotoRules.maxBytes)
    return { error: `${name}: masih lebih dari 5 MB setelah diperkecil. Pilih foto lain.` }
  const resized = new File([blob], name.replace(/\.[^.]+$/, '') + '.jpg', { type: 'image/jpeg' })
  return { file: resized, preview: URL.createObjectURL(resized) }
}
