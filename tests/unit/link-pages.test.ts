import { create } from 'qrcode'
import { describe, expect, it } from 'vitest'

import { breadcrumbTrail } from '@/lib/breadcrumb'
import { groupVoucherCode, qrModulesPath, readRegisterPrefill, registerPrefillHref } from '@/lib/link-pages'

describe('the /register pre-fill', () => {
  it('carries a receipt line in the query, and reads it back', () => {
    const href = registerPrefillHref('STR-2026-00015', 'SN00150112345')
    expect(href).toBe('/register?receipt_no=STR-2026-00015&serial_no=SN00150112345')
    expect(readRegisterPrefill(href.slice('/register'.length))).toEqual({
      receipt_no: 'STR-2026-00015',
      serial_no: 'SN00150112345',
    })
  })

  it('reads the first value, trimmed and capped, and nothing when neither is given', () => {
    expect(readRegisterPrefill('?receipt_no=%20STR-1%20&receipt_no=STR-2')).toEqual({
      receipt_no: 'STR-1',
      serial_no: '',
    })
    expect(readRegisterPrefill(`?serial_no=${'9'.repeat(80)}`)?.serial_no).toHaveLength(40)
    expect(readRegisterPrefill('')).toBeNull()
    expect(readRegisterPrefill('?receipt_no=&serial_no=%20')).toBeNull()
    expect(readRegisterPrefill('?email=budi%40contoh.co.id')).toBeNull()
  })
})

describe('voucher code display', () => {
  it('groups a code in fours', () => {
    expect(groupVoucherCode('678VW29TBZYR')).toBe('678V W29T BZYR')
    expect(groupVoucherCode('ABCDE')).toBe('ABCD E')
    expect(groupVoucherCode('')).toBe('')
  })

  it('draws one square per dark QR module', () => {
    expect(qrModulesPath({ size: 2, data: [1, 0, 0, 1] })).toBe('M0 0h1v1h-1zM1 1h1v1h-1z')
    const { modules } = create('678VW29TBZYR', { errorCorrectionLevel: 'M' })
    const dark = Array.from(modules.data).filter(Boolean).length
    expect(qrModulesPath(modules).match(/M/g)).toHaveLength(dark)
  })
})

describe('breadcrumbs of customer-link pages', () => {
  it('name the page and never show the token', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJyZWYiOiJSVFItMjAyNi0wMDAxIn0.abc'
    expect(breadcrumbTrail(`/refund/${token}`)).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Persetujuan Pengembalian Dana', href: '/refund' },
    ])
    expect(breadcrumbTrail(`/detail_receipt/${token}`).map((c) => c.label)).toEqual(['Home', 'Detail Struk'])
    expect(breadcrumbTrail(`/voucher-claim/${token}`).at(-1)).toEqual({
      label: 'Klaim Voucher',
      href: '/voucher-claim',
    })
    expect(breadcrumbTrail('/voucher-claim').map((c) => c.label)).toEqual(['Home', 'Klaim Voucher'])
    expect(JSON.stringify(breadcrumbTrail(`/refund/${token}`))).not.toContain('eyJ')
  })
})
