import { describe, expect, it } from 'vitest'

import { identityNumberProblem, nikProblem, nipProblem } from '@/lib/identity-number'

describe('identity numbers', () => {
  it("accepts well-formed NIKs, a woman's (day + 40) too, with spaces", () => {
    expect(nikProblem('3174041208900001')).toBeNull() // Jakarta Selatan, 12 Aug 1990
    expect(nikProblem('3273015203850002')).toBeNull() // Bandung, 12 Mar 1985, woman
    expect(identityNumberProblem('3174 0412 0890 0001')).toBeNull()
  })

  it('names what is wrong with a NIK', () => {
    expect(nikProblem('317404120890001')).toBe('NIK terdiri dari 16 angka')
    expect(nikProblem('9974041208900001')).toContain('kode provinsi')
    expect(nikProblem('3100041208900001')).toContain('tidak boleh 00')
    expect(nikProblem('3174043208900001')).toContain('Tanggal lahir') // day 32
    expect(nikProblem('3174042902010001')).toContain('Tanggal lahir') // 29 Feb 2001 / 1901
    expect(nikProblem('3174042902000001')).toBeNull() // 29 Feb 2000
    expect(nikProblem('3174041208900000')).toContain('0000')
  })

  it("checks a NIP's birth day, appointment and sex digit", () => {
    expect(nipProblem('198503122010012001')).toBeNull()
    expect(nipProblem('198513122010012001')).toContain('Tanggal lahir')
    expect(nipProblem('198503121990012001')).toContain('pengangkatan')
    expect(nipProblem('198503122010013001')).toContain('jenis kelamin')
    expect(identityNumberProblem('12345')).toContain('16 angka')
    expect(identityNumberProblem('3174-0412')).toContain('hanya berisi angka')
  })
})
