import type { SalesReceipt, Store, WarrantyRegistration } from '@/payload-types'

import { getPayloadClient } from '../payload'
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
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'sales-receipts',
    where: { receipt_no: { equals: receiptNo } },
    limit: 1,
    depth: 2,
    overrideAccess: true,
  })
  const receipt = docs[0] ?? null
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
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'warranty-registrations',
    where: { serial_no: { equals: serialNo } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
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
