import { parse } from 'csv-parse/sync'

/** A village of the official area data, as `postal.ts` loads it. */
export type PlaceRef = { code: string; kelurahan: string; kecamatan: string; city: string; province: string }
export type PostalCodeRow = PlaceRef & { postal_code: string }
export type ImportProblem = { line: number; message: string }

/**
 * Column names staff's spreadsheets use for each part, lower-cased; the first row of the file names the
 * columns.
 */
const columnNames = {
  village_code: ['kode_wilayah', 'kode wilayah', 'kode_desa', 'village_code'],
  kelurahan: ['kelurahan', 'desa', 'kelurahan/desa', 'desa/kelurahan', 'village'],
  kecamatan: ['kecamatan', 'district'],
  city: ['kota', 'kabupaten', 'kota/kabupaten', 'kabupaten/kota', 'city', 'regency'],
  province: ['provinsi', 'province'],
  postal_code: ['kodepos', 'kode_pos', 'kode pos', 'postal_code', 'postcode'],
} as const
type Column = keyof typeof columnNames

/** A file staff cannot import as it is: the message says what to change. */
export class PostalFileError extends Error {}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
// "Kota Administrasi Jakarta Selatan", "Kab. Bogor" and "Jakarta Selatan" name the same place when nothing
// else does.
const cityCore = (s: string) =>
  norm(s).replace(/^(kota administrasi|kabupaten administrasi|kota adm|kab adm|kabupaten|kab|kota)\s+/, '')
const codeKey = (s: string) => s.replace(/\D/g, '')

const indexes = new WeakMap<PlaceRef[], { byName: Map<string, PlaceRef[]>; byCode: Map<string, PlaceRef> }>()
function indexOf(places: PlaceRef[]) {
  let index = indexes.get(places)
  if (!index) {
    index = { byName: new Map(), byCode: new Map() }
    for (const p of places) {
      const key = `${norm(p.kelurahan)}|${norm(p.kecamatan)}`
      index.byName.set(key, [...(index.byName.get(key) ?? []), p])
      index.byCode.set(codeKey(p.code), p)
    }
    indexes.set(places, index)
  }
  return index
}

function findPlace(row: Partial<Record<Column, string>>, places: PlaceRef[]): PlaceRef | string {
  const { byName, byCode } = indexOf(places)
  if (row.village_code)
    return (
      byCode.get(codeKey(row.village_code)) ??
      `kode wilayah ${row.village_code} tidak ada di data wilayah resmi`
    )
  if (!row.kelurahan || !row.kecamatan) return 'kelurahan dan kecamatan wajib diisi'
  let found = byName.get(`${norm(row.kelurahan)}|${norm(row.kecamatan)}`) ?? []
  if (row.city) {
    const same = found.filter((p) => norm(p.city) === norm(row.city!))
    found = same.length ? same : found.filter((p) => cityCore(p.city) === cityCore(row.city!))
  }
  if (row.province && found.length > 1) found = found.filter((p) => norm(p.province) === norm(row.province!))
  const where = [row.kelurahan, row.kecamatan, row.city, row.province].filter(Boolean).join(', ')
  if (!found.length) return `${where} tidak ada di data wilayah resmi`
  if (found.length > 1) return `${where} cocok dengan ${found.length} desa; tambahkan kota dan provinsi`
  return found[0]!
}

/**
 * Reads a postal-code table (CSV, comma or semicolon separated, first row naming the columns) and matches
 * each row to one village of the official area data, by its area code or by kelurahan + kecamatan (+ city,
 * province).
 * Rows that match no village, or more than one, or carry no valid postal code are reported with their line.
 */
export function readPostalCodeCsv(
  text: string,
  places: PlaceRef[],
): { rows: PostalCodeRow[]; problems: ImportProblem[]; lines: number } {
  let records: { record: Record<string, string>; info: { lines: number } }[]
  try {
    records = parse(text, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      delimiter: [',', ';', '\t'],
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    })
  } catch (error) {
    throw new PostalFileError(`Berkas tidak terbaca sebagai CSV: ${(error as Error).message}`)
  }
  const headers = Object.keys(records[0]?.record ?? {})
  const columnOf = (column: Column) =>
    headers.find((h) => (columnNames[column] as readonly string[]).includes(h))
  const columns = Object.fromEntries(
    (Object.keys(columnNames) as Column[]).map((c) => [c, columnOf(c)]),
  ) as Record<Column, string | undefined>
  if (!records.length) throw new PostalFileError('Berkas tidak berisi baris data di bawah baris judul kolom.')
  if (!columns.postal_code || !(columns.village_code || (columns.kelurahan && columns.kecamatan))) {
    throw new PostalFileError(
      'Baris pertama harus menamai kolom: kodepos, dan kode_wilayah atau kelurahan + kecamatan (boleh ditambah kota dan provinsi).',
    )
  }
  const rows = new Map<string, PostalCodeRow>()
  const problems: ImportProblem[] = []
  for (const { record, info } of records) {
    const row = Object.fromEntries(
      Object.entries(columns)
        .filter(([, h]) => h)
        .map(([c, h]) => [c, record[h!] ?? '']),
    ) as Partial<Record<Column, string>>
    const postal = (row.postal_code ?? '').replace(/\s/g, '')
    if (!/^[1-9]\d{4}$/.test(postal)) {
      problems.push({ line: info.lines, message: `kode pos "${row.postal_code ?? ''}" harus 5 angka` })
      continue
    }
    const place = findPlace(row, places)
    if (typeof place === 'string') problems.push({ line: info.lines, message: place })
    else rows.set(place.code, { ...place, postal_code: postal })
  }
  return { rows: [...rows.values()], problems, lines: records.length }
}
