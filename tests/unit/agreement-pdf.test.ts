import { PDFDocument } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { agreementPdf, richTextParagraphs } from '@/server/selfservice/agreement-pdf'
import { richText } from '@/seed/lexical'

describe('agreement PDF', () => {
  it('reads rich text as paragraphs, headings and bullets', () => {
    expect(richTextParagraphs(richText(['Pembuka.', '## Hak saya', '- Menarik persetujuan.']))).toEqual([
      { text: 'Pembuka.' },
      { text: 'Hak saya', heading: true },
      { text: '• Menarik persetujuan.' },
    ])
    expect(richTextParagraphs(null)).toEqual([])
  })

  it('makes a PDF of a long text over several pages, with a WebP signature and characters the standard fonts lack', async () => {
    const signature = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#ffffff' } })
      .webp()
      .toBuffer()
    const long = Array.from({ length: 80 }, (_, i) => ({
      text: `Paragraf ${i + 1}: data pribadi “dilindungi” — sesuai UU PDP 😀.`,
    }))
    const pdf = await agreementPdf({
      agreement_no: 'PDP-000001',
      title: 'Persetujuan',
      consent_version: '2026-01',
      consent_at: '2026-11-22T08:00:00.000Z',
      name: 'Dewi',
      nip: '3174041208900001',
      email: 'dewi@contoh.co.id',
      phone: '6281234567890',
      signature_method: 'Digambar di layar',
      text: long,
      signature,
    })
    expect(Buffer.from(pdf).toString('latin1').startsWith('%PDF-')).toBe(true)
    const read = await PDFDocument.load(pdf)
    expect(read.getPageCount()).toBeGreaterThan(1)
    expect(read.getTitle()).toBe('Persetujuan PDP-000001')
  })
})
