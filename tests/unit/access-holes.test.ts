import { describe, expect, it } from 'vitest'

import { anonymousReadBounds, boundedLimit } from '../../src/collections/hooks/anonymous-read-bounds'
import { mailboxKey } from '../../src/lib/mailbox'
import {
  maskCode,
  REDACTED_CODE,
  REDACTED_LINK,
  redactHoldings,
  redactMessageText,
} from '../../src/server/privacy/export-redaction'
import { secureCookie } from '../../src/server/security/secure-cookies'

describe('anonymous /cms-api page size', () => {
  it('bounds every limit that is not a whole number from 1 to the bound', () => {
    for (const asked of [-1, -100, 0, 0.5, Number.NaN, Infinity, undefined, '5', 101, 100000])
      expect([asked, boundedLimit(asked)]).toEqual([asked, anonymousReadBounds.limit])
    expect(boundedLimit(1)).toBe(1)
    expect(boundedLimit(42)).toBe(42)
  })
})

describe('one mailbox, one budget', () => {
  it('folds plus-tags, letter case and Gmail dots onto one key', () => {
    expect(mailboxKey('Sari+1@Contoh.co.id')).toBe('sari@contoh.co.id')
    expect(mailboxKey(' sari+promo+2@contoh.co.id ')).toBe('sari@contoh.co.id')
    expect(mailboxKey('s.a.r.i+x@gmail.com')).toBe('sari@gmail.com')
    expect(mailboxKey('Sari@GoogleMail.com')).toBe('sari@gmail.com')
  })
  it('keeps dots elsewhere and distinct mailboxes apart', () => {
    expect(mailboxKey('s.ari@contoh.co.id')).toBe('s.ari@contoh.co.id')
    expect(mailboxKey('sari@contoh.co.id')).not.toBe(mailboxKey('sari@contoh.com'))
    expect(mailboxKey('+tag@contoh.co.id')).toBe('+tag@contoh.co.id')
  })
})

describe('data-subject export without secrets', () => {
  const holdings = {
    outbox: [
      {
        id: 9,
        kind: 'customer-link',
        subject: 'Voucher untuk Anda RL-VOUCHER-7788',
        text: 'Kode RL-VOUCHER-7788',
        html: '<title>Voucher untuk Anda RL-VOUCHER-7788</title>',
      },
      {
        id: 1,
        kind: 'verification-code',
        subject: 'Kode verifikasi Rumah Loka: 482913',
        text: 'Kode Anda 482913. Atau buka https://rumahloka.test/konfirmasi-newsletter?c=abc&k=482913 sekarang.',
        html: '<p>Kode <b>482913</b> <a href="https://rumahloka.test/refund/eyJhbGciOi.x.y">Buka</a></p>',
        attachments: [{ filename: 'persetujuan.pdf', contentType: 'application/pdf', content: 'JVBERi0x' }],
      },
    ],
    'email-verifications': [
      { id: 2, email: 'a@b.co', purpose: 'pdp', ref: 'x', code_hash: 'h', attempts: 1 },
    ],
    vouchers: [{ id: 3, code: 'RL-VOUCHER-7788', customer_link: 'https://rumahloka.test/voucher-claim/t' }],
    // Mails sent before links stopped naming codes quote them in subject and body.
    'voucher-claims': [{ id: 5, code: 'RL-VOUCHER-7788', voucher: 3 }],
    'sales-receipts': [
      { id: 4, receipt_no: 'R-1', customer_link: 'https://x/detail_receipt/t', send_customer_link: false },
    ],
  }
  const redacted = redactHoldings(holdings)
  const text = JSON.stringify(redacted)

  it('keeps no code, link or token', () => {
    for (const secret of [
      '482913',
      'https://',
      'eyJhbGciOi',
      'RL-VOUCHER-7788',
      'code_hash',
      'customer_link',
      'JVBERi0x',
    ])
      expect([secret, text.includes(secret)]).toEqual([secret, false])
  })
  it('keeps what was sent, when and to whom', () => {
    expect(redacted.outbox[1]).toMatchObject({
      id: 1,
      subject: `Kode verifikasi Rumah Loka: ${REDACTED_CODE}`,
      attachments: [{ filename: 'persetujuan.pdf', contentType: 'application/pdf' }],
    })
    expect(redacted.outbox[1]!.text).toContain(REDACTED_LINK)
    expect(redacted['email-verifications'][0]).toEqual({
      id: 2,
      email: 'a@b.co',
      purpose: 'pdp',
      attempts: 1,
    })
    expect(redacted.vouchers[0]!.code).toBe(maskCode('RL-VOUCHER-7788'))
    expect(maskCode('RL-VOUCHER-7788').endsWith('7788')).toBe(true)
    expect(redacted['sales-receipts'][0]).toEqual({ id: 4, receipt_no: 'R-1' })
  })
  it('leaves phone numbers and dates in a message alone', () => {
    expect(redactMessageText('Hubungi 081200001111 sebelum 24 November 2026.')).toBe(
      'Hubungi 081200001111 sebelum 24 November 2026.',
    )
  })
})

describe('staff session cookie over https', () => {
  it('adds Secure once', () => {
    expect(secureCookie('payload-token=abc; Path=/; HttpOnly; SameSite=Strict')).toBe(
      'payload-token=abc; Path=/; HttpOnly; SameSite=Strict; Secure',
    )
    expect(secureCookie('payload-token=abc; Secure; HttpOnly')).toBe('payload-token=abc; Secure; HttpOnly')
    expect(secureCookie('a=b; secure')).toBe('a=b; secure')
  })
})
