import { afterEach, describe, expect, it, vi } from 'vitest'

import { imageRef, siteRelative } from '@/server/data/media'

afterEach(() => vi.unstubAllEnvs())

describe('media addresses relative to the site', () => {
  it("leaves the site's origin off an address Payload made absolute from SITE_URL", () => {
    vi.stubEnv('SITE_URL', 'https://www.rumahloka.co.id')
    expect(siteRelative('https://www.rumahloka.co.id/cms-api/media/file/sofa.webp?v=2')).toBe(
      '/cms-api/media/file/sofa.webp?v=2',
    )
    const ref = imageRef({
      url: 'https://www.rumahloka.co.id/cms-api/media/file/a.webp',
      width: 8,
      height: 4,
      alt: 'A',
    } as never)
    expect(ref).toEqual({ url: '/cms-api/media/file/a.webp', width: 8, height: 4, alt: 'A' })
  })
  it("keeps another origin's address (files on S3) and relative ones as they are", () => {
    vi.stubEnv('SITE_URL', 'https://www.rumahloka.co.id')
    expect(siteRelative('https://bucket.s3.example/media/a.webp')).toBe(
      'https://bucket.s3.example/media/a.webp',
    )
    expect(siteRelative('https://www.rumahloka.co.id.evil.example/a.webp')).toBe(
      'https://www.rumahloka.co.id.evil.example/a.webp',
    )
    expect(siteRelative('/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    vi.stubEnv('SITE_URL', '')
    expect(siteRelative('http://127.0.0.1:3000/cms-api/media/file/a.webp')).toBe(
      'http://127.0.0.1:3000/cms-api/media/file/a.webp',
    )
  })
})
