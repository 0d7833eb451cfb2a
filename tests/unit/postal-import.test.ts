import { describe, expect, it } from 'vitest'

import { PostalFileError, readPostalCodeCsv, type PlaceRef } from '@/server/warranty/postal-import'

const places: PlaceRef[] = [
  {
    code: '31.74.04.1003',
    kelurahan: 'Bangka',
    kecamatan: 'Mampang Prapatan',
    city: 'Kota Administrasi Jakarta Selatan',
    province: 'Daerah Khusus Ibukota Jakarta',
  },
  {
    code: '32.01.01.2001',
    kelurahan: 'Sukamaju',
    kecamatan: 'Cibinong',
    city: 'Kabupaten Bogor',
    province: 'Jawa Barat',
  },
  {
    code: '32.71.01.1001',
    kelurahan: 'Sukamaju',
    kecamatan: 'Cibinong',
    city: 'Kota Bogor',
    province: 'Jawa Barat',
  },
  {
    code: '35.78.01.1001',
    kelurahan: 'Sidomulyo',
    kecamatan: 'Sawahan',
    city: 'Kota Surabaya',
    province: 'Jawa Timur',
  },
]

describe('readPostalCodeCsv', () => {
  it('matches rows by names, loosely on the city prefix, with semicolons and a BOM', () => {
    const csv =
      '\uFEFFKelurahan;Kecamatan;Kota;Provinsi;Kodepos\nbangka;Mampang Prapatan;Jakarta Selatan;DKI Jakarta;12730\nSidomulyo;Sawahan;Surabaya;;60251\n'
    const { rows, problems, lines } = readPostalCodeCsv(csv, places)
    expect(problems).toEqual([])
    expect(lines).toBe(2)
    expect(rows.map((r) => [r.code, r.postal_code])).toEqual([
      ['31.74.04.1003', '12730'],
      ['35.78.01.1001', '60251'],
    ])
  })

  it('tells apart villages that share names by the full city name, and reports what stays ambiguous', () => {
    const csv =
      'kelurahan,kecamatan,kota,kodepos\nSukamaju,Cibinong,Kota Bogor,16123\nSukamaju,Cibinong,Bogor,16911\n'
    const { rows, problems } = readPostalCodeCsv(csv, places)
    expect(rows).toEqual([expect.objectContaining({ code: '32.71.01.1001', postal_code: '16123' })])
    expect(problems).toEqual([{ line: 3, message: expect.stringContaining('cocok dengan 2 desa') }])
  })

  it('matches by area code with or without dots, and reports bad codes and unknown places by line', () => {
    const csv = 'kode_wilayah,kodepos\n3578011001,60251\n31.74.04.1003,1273\n99.99.99.9999,12345\n'
    const { rows, problems } = readPostalCodeCsv(csv, places)
    expect(rows).toEqual([expect.objectContaining({ code: '35.78.01.1001' })])
    expect(problems).toEqual([
      { line: 3, message: 'kode pos "1273" harus 5 angka' },
      { line: 4, message: expect.stringContaining('tidak ada di data wilayah resmi') },
    ])
  })

  it('refuses a file without the columns it needs, or without rows', () => {
    expect(() => readPostalCodeCsv('nama,kode\nBangka,12730\n', places)).toThrow(PostalFileError)
    expect(() => readPostalCodeCsv('kelurahan,kecamatan,kodepos\n', places)).toThrow(
      /tidak berisi baris data/,
    )
    expect(() => readPostalCodeCsv('kelurahan,kecamatan,kodepos\n"Bangka,Mampang,12730\n', places)).toThrow(
      /tidak terbaca/,
    )
  })
})
