import { describe, expect, it } from 'vitest'

import { expand, oneEditApart, scoreWord, stem, stemsOf, words } from '@/lib/text-search'

describe('text search', () => {
  it('normalises case and accents', () =>
    expect(words('Sofa CAFÉ-Crème 3')).toEqual(['sofa', 'cafe', 'creme', '3']))
  it.each([
    ['penyimpanan', 'simpan'],
    ['bantalnya', 'bantal'],
    ['chairs', 'chair'],
    ['shelves', 'shelv'],
    ['berkaki', 'kaki'],
    ['memakai', 'pakai'],
    ['mattress', 'mattress'],
    ['kursi', 'kursi'],
    ['meja', 'meja'],
  ])('stems %s to %s', (word, expected) => expect(stem(word)).toBe(expected))
  it('expands across Indonesian and English', () => {
    expect(expand('couch')).toContain('sofa')
    expect(expand('kasur')).toContain('mattress')
  })
  it('allows one typo in longer words only', () => {
    expect(oneEditApart('lemari', 'lemary')).toBe(true)
    expect(oneEditApart('sofa', 'sofi')).toBe(false)
    expect(oneEditApart('kursi', 'kursii')).toBe(true)
    expect(oneEditApart('kursi', 'kasur')).toBe(false)
  })
  it('scores exact over prefix over typo, and misses as 0', () => {
    const fields = [{ stems: stemsOf('Sofa 3 Dudukan Nara Kain Linen'), weight: 5 }]
    expect(scoreWord('sofa', fields)).toBe(5)
    expect(scoreWord('couches', fields)).toBe(5)
    expect(scoreWord('lin', fields)).toBe(3)
    expect(scoreWord('linon', fields)).toBeCloseTo(2)
    expect(scoreWord('lemari', fields)).toBe(0)
  })
})
