import { getImageProps, type ImageProps } from 'next/image'

/**
 * next/image's markup (srcset from the image optimizer, width and height, lazy loading, async decoding) as a
 * plain `<img>`. `next/image`'s own component is a client component: every page would ship and hydrate it
 * (about 6 KB compressed) for images that never change once drawn (docs/performance.md). Drawn by a server
 * component, this one costs a page no script; a client component that draws it (the shop-the-look photo, the
 * catalogue reader) carries `getImageProps`, about 4 KB. It offers no `priority`/`preload`: an image that
 * matters first is given `loading="eager"` and `fetchPriority="high"`, as everywhere on this site.
 */
export function Img(props: Omit<ImageProps, 'priority' | 'preload' | 'placeholder' | 'onLoad'>) {
  const { props: img } = getImageProps(props)
  // The alt text is in the props (ImageProps requires it), and next/image's component is what this replaces.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...img} />
}
