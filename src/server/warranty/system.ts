import type { SalesReceipt, Store, WarrantyRegistration } from '@/payload-types'

import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'
import { populated } from '../data/relation'

/**
 * The retailer's sales and warranty records, as the warranty service needs them. This is the
 * embedded implementation over our own tables (demo sales from the seed).
 */
export type ReceiptLine = {
  receipt: SalesReceipt
  item: SalesReceipt['items'][number]
  storeName: string | null
  warrantyMonths: number
  productId: number | null
}

export async function findReceiptLine(
  receiptNo: string,
  serialNo: string,
): Promise<{ receipt: SalesReceipt | null; line: ReceiptLine | null }> {
  const receipt = await findOne('sales-receipts', { receipt_no: { equals: receiptNo } }, { depth: 2 })
  if (!receipt) return { receipt: null, line: null }
  const item = receipt.items.find((i) => i.serial_no?.toUpperCase() === serialNo)
  if (!item) return { receipt, line: null }
  const product = populated(item.product)
  const store = populated<Store>(receipt.store)
  return {
    receipt,
    line: {
      receipt,
      item,
      storeName: store?.name ?? null,
      warrantyMonths: product?.warranty_months ?? 0,
      productId: product?.id ?? null,
    },
  }
}

export async function findRegistration(serialNo: string): Promise<WarrantyRegistration | null> {
  return findOne('warranty-registrations', { serial_no: { equals: serialNo } })
}

export async function findRegistrationById(id: number): Promise<WarrantyRegistration | null> {
  const payload = await getPayloadClient()
  return payload.findByID({
    collection: 'warranty-registrations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}
