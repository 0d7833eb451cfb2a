import { describe, expect, it } from 'vitest'

import { purchaseStep } from '@/server/warranty/steps'

describe('warranty numbers typed as printed', () => {
  it('drops the S/N prefix, spaces and dashes from serials and normalises receipt separators', () => {
    expect(purchaseStep.parse({ receipt_no: 'str 2026 00012', serial_no: 'S/N: SN001201 23456' })).toEqual({
      receipt_no: 'STR-2026-00012',
      serial_no: 'SN00120123456',
    })
    expect(purchaseStep.parse({ receipt_no: 'STR - 2026-00012', serial_no: 'sn0012-0123456' })).toEqual({
      receipt_no: 'STR-2026-00012',
      serial_no: 'SN00120123456',
    })
    expect(purchaseStep.safeParse({ receipt_no: ' ', serial_no: 'S/N:' }).success).toBe(false)
  })
})
