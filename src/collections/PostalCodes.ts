import path from 'node:path'

import { APIError, type CollectionConfig } from 'payload'

import { isStaff } from './access'
import { dataDir } from '../lib/paths'
import { savePostalCodes } from '../server/warranty/postal-codes'
import { PostalFileError, readPostalCodeCsv } from '../server/warranty/postal-import'
import { allPlaces } from '../server/warranty/places'

const fiveDigits = (value: unknown) =>
  (typeof value === 'string' && /^[1-9]\d{4}$/.test(value)) || 'Kode pos terdiri dari 5 angka.'

/**
 * One village's postal code, which the warranty form's kelurahan lookup fills in. Rows come from an import.
 */
export const PostalCodes: CollectionConfig = {
  slug: 'postal-codes',
  labels: { singular: 'Postal code', plural: 'Postal codes' },
  admin: {
    group: 'Settings',
    useAsTitle: 'kelurahan',
    defaultColumns: ['kelurahan', 'kecamatan', 'city', 'postal_code'],
    description:
      'Kode pos per kelurahan/desa. Isi atau perbarui lewat Postal code imports (berkas CSV); kode satu desa bisa diubah di sini.',
  },
  // A village is named by the official area data, so rows are only created by an import that matched it.
  access: { read: isStaff, create: () => false, update: isStaff, delete: isStaff },
  fields: [
    {
      name: 'village_code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true },
    },
    { name: 'kelurahan', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'kecamatan', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'city', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'province', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'postal_code', type: 'text', required: true, validate: fiveDigits },
  ],
}

/**
 * A postal-code table staff upload (CSV). Saving it stores every matched village's code in Postal codes and
 * keeps the file with a record of what was stored and which lines were left out, so staff can fix them and
 * upload again.
 */
export const PostalCodeImports: CollectionConfig = {
  slug: 'postal-code-imports',
  labels: { singular: 'Postal code import', plural: 'Postal code imports' },
  admin: {
    group: 'Settings',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'saved', 'skipped', 'createdAt'],
    description:
      'Unggah tabel kode pos (CSV, pemisah koma atau titik koma). Baris pertama menamai kolom: kodepos, dan kode_wilayah atau kelurahan, kecamatan, kota, provinsi. Kode desa yang sudah ada diganti.',
  },
  access: { read: isStaff, create: isStaff, update: () => false, delete: isStaff },
  upload: {
    staticDir: path.join(dataDir, 'imports'),
    mimeTypes: ['text/csv', 'text/plain', 'application/vnd.ms-excel'],
  },
  hooks: {
    beforeChange: [
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        // Named, so Payload's error formatter passes the message on (the admin shows it in its toast): in the
        // built server the class's own name is lost and the answer would be "An unknown error occurred."
        const refuse = (message: string) =>
          Object.assign(new APIError(message, 400, null, true), { name: 'PostalFileError' })
        if (!req.file?.data) throw refuse('Pilih berkas CSV berisi tabel kode pos.')
        try {
          const { rows, problems, lines } = readPostalCodeCsv(
            req.file.data.toString('utf8'),
            await allPlaces(),
          )
          if (!rows.length)
            throw new PostalFileError(
              `Tidak ada baris yang bisa disimpan. ${problems
                .slice(0, 3)
                .map((p) => `Baris ${p.line}: ${p.message}.`)
                .join(' ')}`,
            )
          await savePostalCodes(req, rows)
          return {
            ...data,
            lines,
            saved: rows.length,
            skipped: problems.length,
            problems:
              problems
                .slice(0, 200)
                .map((p) => `Baris ${p.line}: ${p.message}`)
                .join('\n') + (problems.length > 200 ? `\n… dan ${problems.length - 200} baris lain` : ''),
          }
        } catch (error) {
          if (error instanceof PostalFileError) throw refuse(error.message)
          throw error
        }
      },
    ],
  },
  fields: [
    { name: 'lines', type: 'number', admin: { readOnly: true, description: 'Baris data di berkas.' } },
    {
      name: 'saved',
      type: 'number',
      admin: { readOnly: true, description: 'Desa yang kode posnya disimpan.' },
    },
    {
      name: 'skipped',
      type: 'number',
      admin: { readOnly: true, description: 'Baris yang dilewati; alasannya di bawah.' },
    },
    { name: 'problems', type: 'textarea', admin: { readOnly: true } },
  ],
}
