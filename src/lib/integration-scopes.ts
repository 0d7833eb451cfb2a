import { describedOptions } from '@/lib/select-options'

/**
 * What an integration's key may do, one scope per kind of record and direction (issue 39). A key holds only
 * the scopes an administrator ticked; each integration call names the one it needs.
 */
export const integrationScopes = {
  'receipts:write': 'Nota penjualan (POS): tambah dan perbarui',
  'catalog:write': 'Katalog (ERP): produk dan harga',
  'stores:write': 'Toko: tambah dan perbarui',
  'stock:write': 'Stok per toko (POS/ERP): perbarui',
  'returns:write': 'Retur: tambah dan perbarui',
  'vouchers:write': 'Voucher: tambah dan perbarui',
  'events:read': 'Kejadian situs (webhook dan feed)',
} as const

export type IntegrationScope = keyof typeof integrationScopes

export const scopeOptions = describedOptions(integrationScopes)
