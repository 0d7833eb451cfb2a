import { describe, expect, it } from 'vitest'

import { slugify } from '@/lib/slug'

describe('slugify', () => {
  it('lower-cases and joins words with dashes', () =>
    expect(slugify('Sofa 3 Dudukan Nara')).toBe('sofa-3-dudukan-nara'))
  it('drops accents and punctuation', () =>
    expect(slugify('Café Crème: Édition!')).toBe('cafe-creme-edition'))
  it('spells out the ampersand in Indonesian', () =>
    expect(slugify('Dapur & Ruang Makan')).toBe('dapur-dan-ruang-makan'))
  it('trims leading and trailing separators', () => expect(slugify('  --Halo--  ')).toBe('halo'))
})
