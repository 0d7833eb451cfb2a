import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'

import { formatDateTime } from '@/lib/format'

export type AgreementCopy = {
  agreement_no: string
  title: string
  consent_version: string
  consent_at: string
  name: string
  nip: string
  email: string
  phone: string
  signature_method: string
  text: Paragraph[]
  signature: Buffer
}

export type Paragraph = { text: string; heading?: boolean }

/** Lexical rich text as paragraphs of plain text; list items start with a bullet, headings are marked. */
export function richTextParagraphs(value: unknown): Paragraph[] {
  const out: Paragraph[] = []
  const textOf = (node: { text?: string; children?: unknown[] }): string =>
    node.text ?? (node.children ?? []).map((c) => textOf(c as never)).join('')
  const walk = (node: { type?: string; children?: unknown[] }) => {
    if (node.type === 'paragraph') out.push({ text: textOf(node) })
    else if (node.type === 'heading') out.push({ text: textOf(node), heading: true })
    else if (node.type === 'listitem') out.push({ text: `• ${textOf(node)}` })
    else for (const child of node.children ?? []) walk(child as never)
  }
  walk((value as { root?: { children?: unknown[] } } | null)?.root ?? {})
  return out.filter((p) => p.text.trim())
}

// The standard PDF fonts speak WinAnsi: keep what it has, and write the rest plainly.
const plain = (s: string) =>
  s
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF•]/g, '?')

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of plain(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

/** The NIK or NIP in a copy sent by e-mail: the first six and last four digits only. */
const maskedId = (id: string) => `${id.slice(0, 6)}${'•'.repeat(id.length - 10)}${id.slice(-4)}`

/**
 * A4 PDF copy of a signed personal-data agreement: its number, the text agreed, who signed, when and how, and
 * the signature.
 */
export async function agreementPdf(copy: AgreementCopy): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(`${copy.title} ${copy.agreement_no}`)
  doc.setAuthor('PT Rumah Loka Nusantara')
  doc.setCreationDate(new Date(copy.consent_at))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const [pageWidth, pageHeight, margin] = [595.28, 841.89, 56]
  const width = pageWidth - margin * 2
  let page = doc.addPage([pageWidth, pageHeight])
  let y = pageHeight - margin
  const write = (text: string, options: { size?: number; font?: PDFFont; gap?: number } = {}) => {
    const size = options.size ?? 10
    for (const line of wrap(text, options.font ?? font, size, width)) {
      if (y < margin + size) {
        page = doc.addPage([pageWidth, pageHeight])
        y = pageHeight - margin
      }
      page.drawText(line, {
        x: margin,
        y: y - size,
        size,
        font: options.font ?? font,
        color: rgb(0.1, 0.1, 0.1),
      })
      y -= size * 1.45
    }
    y -= options.gap ?? 6
  }
  write('PT Rumah Loka Nusantara', { size: 9 })
  write(copy.title, { size: 16, font: bold })
  write(`Nomor ${copy.agreement_no} · Versi naskah ${copy.consent_version}`, { size: 10, gap: 14 })
  for (const p of copy.text) write(p.text, p.heading ? { size: 12, font: bold, gap: 4 } : {})
  y -= 8
  write('Yang menyetujui', { size: 12, font: bold })
  for (const [label, value] of [
    ['Nama', copy.name],
    ['NIK / NIP', maskedId(copy.nip)],
    ['Email', copy.email],
    ['Telepon', copy.phone.replace(/^62/, '+62 ')],
    ['Waktu persetujuan', formatDateTime(copy.consent_at)],
    ['Cara tanda tangan', copy.signature_method],
  ])
    write(`${label}: ${value}`, { gap: 0 })
  // The signature as a PNG (a JPEG or WebP sent to the call is converted, and shrunk: the page shows it at
  // most 220 x 90 pt).
  const png = await doc.embedPng(
    await sharp(copy.signature)
      .resize({ width: 1200, height: 480, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .png()
      .toBuffer(),
  )
  const scale = Math.min(220 / png.width, 90 / png.height, 1)
  if (y < margin + 110) {
    page = doc.addPage([pageWidth, pageHeight])
    y = pageHeight - margin
  }
  page.drawImage(png, {
    x: margin,
    y: y - 10 - png.height * scale,
    width: png.width * scale,
    height: png.height * scale,
  })
  return doc.save()
}
