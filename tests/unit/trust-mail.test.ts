import { describe, expect, it } from 'vitest'

import { renderMail } from '@/server/mail/layout'
import { duration } from '@/server/mail/messages'
import { maxAttempts, nextAttemptAt } from '@/server/mail/outbox'
import { maskEmail, maskName, maskPhone } from '@/server/trust/mask'
import { newVoucherCode, voucherAlphabet } from '@/server/voucher/codes'

describe('masks', () => {
  it('show enough for the owner to recognise, not enough for anyone else', () => {
    expect(maskEmail('andi.wijaya@gmail.com')).toBe('a***@gmail.com')
    expect(maskPhone('6281234567890')).toBe('••••••••••890')
    expect(maskPhone('123')).toBe('•••')
    expect(maskName('Budi Santoso')).toBe('Bud••• San•••')
    expect(maskName('Al Bo')).toBe('A•• B••')
  })
})

describe('voucher codes', () => {
  it('are 12 characters from an alphabet without look-alikes, and differ', () => {
    const codes = Array.from({ length: 200 }, () => newVoucherCode())
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${voucherAlphabet}]{12}$`))
    expect(voucherAlphabet).not.toMatch(/[01ILOU]/)
    expect(new Set(codes).size).toBe(codes.length)
  })
})

describe('mail retries', () => {
  it('wait longer after each failure, then give up', () => {
    const now = new Date('2026-11-22T00:00:00Z')
    const waits = Array.from({ length: maxAttempts }, (_, i) => nextAttemptAt(i + 1, now)).map((d) =>
      d ? (d.getTime() - now.getTime()) / 1000 : null,
    )
    expect(waits).toEqual([30, 180, 900, 3600, 14_400, null])
  })
})

describe('durations in e-mails', () => {
  it('read as minutes, hours or days', () => {
    expect([15, 90, 120, 2880].map(duration)).toEqual(['15 menit', '90 menit', '2 jam', '2 hari'])
  })
})

describe('the mail frame', () => {
  it('escapes what people typed and writes a plain-text twin', () => {
    const { html, text } = renderMail('Halo <Budi>', [
      { p: 'Nama: <script>alert(1)</script> & co' },
      { code: '123456' },
      { button: { label: 'Buka', url: 'https://contoh.co.id/a?b=1&c="2"' } },
      { rows: [['Nomor', 'GRN-000001']] },
    ])
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co')
    expect(html).toContain('href="https://contoh.co.id/a?b=1&amp;c=&quot;2&quot;"')
    expect(html).toContain('lang="id"')
    expect(text).toContain('Nama: <script>alert(1)</script> & co')
    expect(text).toContain('Buka: https://contoh.co.id/a?b=1&c="2"')
    expect(text).toContain('Nomor: GRN-000001')
  })
})
