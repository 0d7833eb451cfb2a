/** The brand's e-mail frame: one table layout that mail clients render alike, and its plain-text twin. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** One block of a message: a paragraph, a big code, a button, or label/value rows. */
export type MailBlock =
  { p: string } | { code: string } | { button: { label: string; url: string } } | { rows: [string, string][] }

const brand = { green: '#2f5439', sand: '#faf7f2', ink: '#1f2421', muted: '#5b635e', accent: '#d4952a' }

function blockHtml(block: MailBlock): string {
  if ('p' in block) return `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(block.p)}</p>`
  if ('code' in block)
    return `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px;color:${brand.green};font-family:ui-monospace,Menlo,Consolas,monospace">${escapeHtml(block.code)}</p>`
  if ('button' in block)
    return `<p style="margin:0 0 20px"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;background:${brand.green};color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(block.button.label)}</a></p>`
  const rows = block.rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:${brand.muted};vertical-align:top">${escapeHtml(k)}</td><td style="padding:4px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('')
  return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${rows}</table>`
}

function blockText(block: MailBlock): string {
  if ('p' in block) return block.p
  if ('code' in block) return `    ${block.code}`
  if ('button' in block) return `${block.button.label}: ${block.button.url}`
  return block.rows.map(([k, v]) => `${k}: ${v}`).join('\n')
}

const footer =
  'Rumah Loka · Pusat perabot dan dekorasi rumah. Email ini dikirim otomatis; balasan ke alamat ini tidak dibaca.'

export function renderMail(title: string, blocks: MailBlock[]): { html: string; text: string } {
  const html = `<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;background:${brand.sand};color:${brand.ink};font-family:'Plus Jakarta Sans',Segoe UI,Helvetica,Arial,sans-serif;font-size:15px">
<table role="presentation" width="100%" style="border-collapse:collapse"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:560px;border-collapse:collapse;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${brand.green};color:#ffffff;padding:18px 24px;font-size:20px;font-weight:700">Rumah <span style="color:${brand.accent}">Loka</span></td></tr>
<tr><td style="padding:24px">
<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(title)}</h1>
${blocks.map(blockHtml).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;background:${brand.sand};color:${brand.muted};font-size:12px;line-height:1.5">${escapeHtml(footer)}</td></tr>
</table></td></tr></table></body></html>`
  const text = [
    `RUMAH LOKA — ${title}`,
    '',
    ...blocks.map(blockText).flatMap((t) => [t, '']),
    '--',
    footer,
  ].join('\n')
  return { html, text }
}
