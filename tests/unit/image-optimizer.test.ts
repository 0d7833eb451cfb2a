import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import defaultLoader from 'next/dist/shared/lib/image-loader'
import { describe, expect, it } from 'vitest'

import nextConfig from '../../next.config'
import { PRODUCT_PHOTO_WIDTH, productPhoto } from '@/lib/image-optimizer'

// What next/image's getImageProps gives under this project's `images` config (Next's own code; the public
// getImageProps reads that config from a value only the bundler supplies).
const nextImage = (src: string, width: number) =>
  getImgProps(
    { src, alt: '', width, height: width },
    { defaultLoader, imgConf: prepareImageConfig({ ...imageConfigDefault, ...nextConfig.images }) },
  ).props

describe('productPhoto', () => {
  it('gives the src and srcset next/image gives a 320 px photo', () => {
    for (const src of ['/cms-api/media/file/sofa-2.webp', '/cms-api/media/file/kursi kantor (1).jpg']) {
      const expected = nextImage(src, PRODUCT_PHOTO_WIDTH)
      expect(productPhoto(src)).toEqual({ src: expected.src, srcSet: expected.srcSet })
    }
  })

  it('asks the optimizer for 384 px on 1x screens and 640 px on 2x, at quality 75', () => {
    expect(productPhoto('/cms-api/media/file/a b.webp')).toEqual({
      src: '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa%20b.webp&w=640&q=75',
      srcSet:
        '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa%20b.webp&w=384&q=75 1x, ' +
        '/_next/image?url=%2Fcms-api%2Fmedia%2Ffile%2Fa%20b.webp&w=640&q=75 2x',
    })
  })

  it('would notice a config whose widths make next/image pick others', () => {
    const other = getImgProps(
      { src: '/x.webp', alt: '', width: PRODUCT_PHOTO_WIDTH, height: PRODUCT_PHOTO_WIDTH },
      {
        defaultLoader,
        imgConf: prepareImageConfig({ ...imageConfigDefault, imageSizes: [320], deviceSizes: [700] }),
      },
    ).props
    expect(productPhoto('/x.webp').srcSet).not.toBe(other.srcSet)
  })
})
