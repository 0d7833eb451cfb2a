/** Product photos are drawn at most this many CSS pixels wide in any grid. */
export const PRODUCT_PHOTO_WIDTH = 320
// The optimizer widths next/image picks for that width from next.config.ts's `images` sizes: 1x and 2x.
const PHOTO_1X = 384
const PHOTO_2X = 640
const QUALITY = 75

const optimizerUrl = (src: string, width: number) =>
  `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`

/**
 * A product photo through next/image's optimizer (`/_next/image`): the `src` and `srcSet` that
 * `getImageProps` gives for a 320 px wide image. Product cards are drawn by client components too (the home
 * page's recommendation tabs), where `getImageProps` would add about 4 KB compressed of next/image's code to
 * the page (docs/performance.md). tests/unit/image-optimizer.test.ts compares this with `getImageProps` under
 * the project's config, so a change of either is caught.
 */
export function productPhoto(src: string): { src: string; srcSet: string } {
  return {
    src: optimizerUrl(src, PHOTO_2X),
    srcSet: `${optimizerUrl(src, PHOTO_1X)} 1x, ${optimizerUrl(src, PHOTO_2X)} 2x`,
  }
}
