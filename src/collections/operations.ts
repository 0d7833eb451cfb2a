import type { CollectionConfig } from 'payload'

import { submissionAccess } from './access/submission'

/*
 * Embedded stand-ins for the retailer's operational systems (POS, ERP, CRM): sales receipts,
 * returns, vouchers and e-mail verifications. Filled with demo data by the seed.
 */
const group = 'Operations'

export const SalesReceipts: CollectionConfig = {
  slug: 'sales-receipts',
  admin: { group, useAsTitle: 'receipt_no', defaultColumns: ['receipt_no', 'store', 'purchased_at', 'total', 'is_paid'] },
  access: submissionAccess,
  fields: [
    { name: 'receipt_no', type: 'text', required: true, unique: true, index: true },
    { name: 'store', type: 'relationship', relationTo: 'stores', required: true },
    { name: 'purchased_at', type: 'date', required: true },
    { name: 'customer_name', type: 'text' },
    { name: 'is_paid', type: 'checkbox', defaultValue: true },
    { name: 'total', type: 'number', required: true, min: 0 },
    {
      name: 'items',
      type: 'array',
      required: true,
      fields: [
        { name: 'product', type: 'relationship', relationTo: 'products' },
        { name: 'sku', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'qty', type: 'number', required: true, min: 1 },
        { name: 'price', type: 'number', required: true, min: 0 },
        { name: 'serial_no', type: 'text', index: true },
        { name: 'label_paid', type: 'checkbox', defaultValue: true },
      ],
    },
  ],
}

export const Returns: CollectionConfig = {
  slug: 'returns',
  admin: { group, useAsTitle: 'return_no', defaultColumns: ['return_no', 'receipt', 'amount', 'status'] },
  access: submissionAccess,
  fields: [
    { name: 'return_no', type: 'text', required: true, unique: true, index: true },
    { name: 'receipt', type: 'relationship', relationTo: 'sales-receipts', required: true },
    { name: 'customer_name', type: 'text', required: true },
    { name: 'reason', type: 'textarea', required: true },
    { name: 'amount', type: 'number', required: true, min: 0 },
    { name: 'refund_method', type: 'text', required: true },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'sku', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'qty', type: 'number', required: true, min: 1 },
        { name: 'price', type: 'number', required: true, min: 0 },
      ],
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: ['pending', 'approved', 'rejected'] },
  ],
}

export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  admin: { group, useAsTitle: 'code', defaultColumns: ['code', 'title', 'valid_until', 'status'] },
  access: submissionAccess,
  fields: [
    { name: 'code', type: 'text', required: true, unique: true, index: true },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'value', type: 'number', required: true, min: 0, admin: { description: 'Discount in rupiah.' } },
    { name: 'min_purchase', type: 'number', min: 0, defaultValue: 0 },
    { type: 'row', fields: [{ name: 'valid_from', type: 'date', required: true }, { name: 'valid_until', type: 'date', required: true }] },
    { name: 'status', type: 'select', required: true, defaultValue: 'active', options: ['active', 'claimed', 'void'] },
  ],
}

export const EmailVerifications: CollectionConfig = {
  slug: 'email-verifications',
  admin: { group, useAsTitle: 'email', defaultColumns: ['email', 'expires_at', 'verified_at'] },
  access: submissionAccess,
  fields: [
    { name: 'email', type: 'email', required: true, index: true },
    { name: 'token', type: 'text', required: true, unique: true },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'verified_at', type: 'date' },
  ],
}
