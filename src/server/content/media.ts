import type { Media } from '@/payload-types'

/** What callers get of an image: its address, size and text alternative. */
export type ImageRef = { url: string; width: number; height: number; alt: string }

export function imageRef(media: number | Media | null | undefined): ImageRef | null {
  if (!media || typeof media === 'number' || !media.url) return null
  return { url: media.url, width: media.width ?? 0, height: media.height ?? 0, alt: media.alt }
}
