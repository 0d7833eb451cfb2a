/**
 * Indonesian identity numbers as printed: the NIK of the e-KTP (16 digits) or the NIP of a civil servant
 * (18 digits). Returns the problem in words, or null when the number is well formed.
 */

// Province codes of Dukcapil (11 Aceh … 96 Papua Barat Daya), as the first two digits of a NIK.
const provinceCodes = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 31, 32, 33, 34, 35, 36, 51, 52, 53, 61, 62, 63, 64, 65, 71, 72, 73,
  74, 75, 76, 81, 82, 91, 92, 93, 94, 95, 96, 97,
])

const validDay = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function nikProblem(nik: string): string | null {
  if (!/^\d{16}$/.test(nik)) return 'NIK terdiri dari 16 angka'
  if (!provinceCodes.has(Number(nik.slice(0, 2))))
    return 'Dua angka pertama NIK bukan kode provinsi yang dikenal'
  if (nik.slice(2, 4) === '00' || nik.slice(4, 6) === '00')
    return 'Kode kabupaten/kota dan kecamatan pada NIK tidak boleh 00'
  // Day of birth; women add 40 to it.
  const rawDay = Number(nik.slice(6, 8))
  const day = rawDay > 40 ? rawDay - 40 : rawDay
  const month = Number(nik.slice(8, 10))
  const year = Number(nik.slice(10, 12))
  // Two-digit years: 2000 + yy unless that is in the future (then 1900 + yy); leap days are checked on
  // either.
  if (!(validDay(2000 + year, month, day) || validDay(1900 + year, month, day)))
    return 'Tanggal lahir pada NIK (angka ke-7 sampai ke-12) tidak valid'
  if (nik.slice(12) === '0000') return 'Empat angka terakhir NIK tidak boleh 0000'
  return null
}

export function nipProblem(nip: string): string | null {
  if (!/^\d{18}$/.test(nip)) return 'NIP terdiri dari 18 angka'
  const [by, bm, bd] = [Number(nip.slice(0, 4)), Number(nip.slice(4, 6)), Number(nip.slice(6, 8))]
  if (by < 1940 || !validDay(by, bm, bd)) return 'Tanggal lahir pada NIP (8 angka pertama) tidak valid'
  const [ay, am] = [Number(nip.slice(8, 12)), Number(nip.slice(12, 14))]
  if (ay < by + 15 || am < 1 || am > 12)
    return 'Tahun dan bulan pengangkatan pada NIP (angka ke-9 sampai ke-14) tidak valid'
  if (nip[14] !== '1' && nip[14] !== '2') return 'Angka ke-15 NIP (jenis kelamin) harus 1 atau 2'
  return null
}

/** A NIK (16 digits) or NIP (18 digits), spaces and dots ignored. */
export function identityNumberProblem(value: string): string | null {
  const digits = value.replace(/[\s.]/g, '')
  if (!/^\d+$/.test(digits)) return 'NIK atau NIP hanya berisi angka'
  if (digits.length === 18) return nipProblem(digits)
  if (digits.length === 16) return nikProblem(digits)
  return 'Isi NIK (16 angka, tertera di e-KTP) atau NIP (18 angka)'
}
