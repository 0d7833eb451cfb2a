import type { CollectionConfig, FieldAccess } from 'payload'

import { isAdmin, isAdminUser } from './access'
import { validEmail } from './fields/email'
import { listTools, valueFilters } from './admin/list-tools'
import { submissionAccess } from './access/submission'
import { customerLinkFields } from './fields/customer-link'
import { voucherLinkRef } from '../server/voucher/link-ref'
import { rupiahField } from './fields'
import { keepClaimedVoucher, keepDecidedReturn, keepRegisteredSerials } from './hooks/kept-records'

/** Codes that let their holder redeem or act as a customer: administrators only. */
const administrators: FieldAccess = ({ req }) => isAdminUser(req.user)

/**
 * The till's records (receipts, returns, vouchers) name a customer: the personal-data officer reads them (to
 * answer a data-subject request) but does not change them. Changing the address a code or link goes to would
 * let the changer act as the customer, so only administrators (and the retailer's systems, through the
 * site's own code) write them.
 */
const tillRecordAccess: CollectionConfig['access'] = { ...submissionAccess, create: isAdmin, update: isAdmin }

const relationId = (value: unknown) =>
  typeof value === 'object' && value ? (value as { id: number }).id : (value as number | undefined)

/*
 * Embedded stand-ins for the retailer's operational systems (POS, ERP, CRM): sales receipts,
 * returns, vouchers and e-mail verifications. Filled with demo data by the seed.
 */
const group = 'Operations'

export const SalesReceipts: CollectionConfig = {
  slug: 'sales-receipts',
  admin: {
    group,
    useAsTitle: 'receipt_no',
    defaultColumns: ['receipt_no', 'store', 'purchased_at', 'total', 'is_paid'],
  },
  access: tillRecordAccess,
  hooks: { beforeChange: [keepRegisteredSerials] },
  fields: [
    { name: 'receipt_no', type: 'text', required: true, unique: true, index: true },
    { name: 'store', type: 'relationship', relationTo: 'stores', required: true },
    { name: 'purchased_at', type: 'date', required: true },
    { name: 'customer_name', type: 'text' },
    {
      type: 'row',
      fields: [
        {
          name: 'customer_email',
          type: 'email',
          validate: validEmail,
          admin: { description: 'Where verification codes for this purchase go (warranty registration).' },
        },
        { name: 'customer_phone', type: 'text' },
      ],
    },
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
        rupiahField('price', 'Price (IDR)', true),
        { name: 'serial_no', type: 'text', index: true },
        { name: 'label_paid', type: 'checkbox', defaultValue: true },
      ],
    },
    ...customerLinkFields('receipt', {
      ref: (doc) => doc.receipt_no as string | undefined,
      label: (doc) => String(doc.receipt_no ?? ''),
      customerEmail: async (doc) => doc.customer_email as string | undefined,
    }),
  ],
}

export const Returns: CollectionConfig = {
  slug: 'returns',
  admin: {
    group,
    useAsTitle: 'return_no',
    defaultColumns: ['return_no', 'receipt', 'amount', 'status', 'createdAt'],
    listSearchableFields: ['return_no'],
    components: {
      beforeListTable: [
        listTools('returns', { filters: valueFilters('status', ['pending', 'approved', 'rejected']) }),
      ],
    },
  },
  access: tillRecordAccess,
  hooks: { beforeChange: [keepDecidedReturn] },
  fields: [
    { name: 'return_no', type: 'text', required: true, unique: true, index: true },
    { name: 'receipt', type: 'relationship', relationTo: 'sales-receipts', required: true },
    { name: 'customer_name', type: 'text', required: true },
    { name: 'reason', type: 'textarea', required: true },
    rupiahField('amount', 'Amount (IDR)', true),
    { name: 'refund_method', type: 'text', required: true },
    {
      name: 'items',
      type: 'array',
      fields: [
        { name: 'sku', type: 'text', required: true },
        { name: 'name', type: 'text', required: true },
        { name: 'qty', type: 'number', required: true, min: 1 },
        rupiahField('price', 'Price (IDR)', true),
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'approved', 'rejected'],
    },
    ...customerLinkFields('refund', {
      ref: (doc) => doc.return_no as string | undefined,
      label: (doc) => String(doc.return_no ?? ''),
      customerEmail: async (doc, req) => {
        const receipt = relationId(doc.receipt)
        return receipt
          ? (await req.payload.findByID({ collection: 'sales-receipts', id: receipt, depth: 0, req }))
              .customer_email
          : null
      },
    }),
  ],
}

export const Vouchers: CollectionConfig = {
  slug: 'vouchers',
  admin: { group, useAsTitle: 'code', defaultColumns: ['code', 'title', 'valid_until', 'status'] },
  access: tillRecordAccess,
  hooks: { beforeChange: [keepClaimedVoucher] },
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      minLength: 10,
      // The code is what the till redeems: administrators see it; the personal-data officer does not need it.
      access: { read: administrators },
      admin: {
        description: 'At least 10 characters; make codes with src/server/voucher/codes.ts (no 0/O or 1/I/L).',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'issued_to_name', type: 'text' },
        {
          name: 'issued_to_email',
          type: 'email',
          validate: validEmail,
          index: true,
          admin: {
            description: 'Only this address can claim the voucher (it receives the verification code).',
          },
        },
      ],
    },
    { name: 'title', type: 'text', required: true },
    { name: 'description', type: 'textarea' },
    { name: 'value', type: 'number', required: true, min: 0, admin: { description: 'Discount in rupiah.' } },
    { name: 'min_purchase', type: 'number', min: 0, defaultValue: 0 },
    {
      type: 'row',
      fields: [
        { name: 'valid_from', type: 'date', required: true },
        { name: 'valid_until', type: 'date', required: true },
      ],
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: ['active', 'claimed', 'void'],
    },
    // The link names the voucher by id: its code is what the claim gives, and a link's token is only signed.
    ...customerLinkFields('voucher', {
      ref: (doc) => (doc.id ? voucherLinkRef(doc.id as number) : undefined),
      label: (doc) => String(doc.title ?? ''),
      customerEmail: async (doc) => doc.issued_to_email as string | undefined,
    }),
  ],
}

export const EmailVerifications: CollectionConfig = {
  slug: 'email-verifications',
  labels: { singular: 'Verification code', plural: 'Verification codes' },
  admin: {
    group,
    useAsTitle: 'email',
    defaultColumns: ['email', 'purpose', 'expires_at', 'attempts', 'verified_at'],
    description:
      'Codes sent to prove an e-mail address (src/server/trust/verification.ts). Only a keyed hash of each code is kept.',
  },
  // Who is proving which address right now is personal data, and a changed record must never vouch for
  // another address: administrators read and delete; nobody creates or edits one by hand.
  access: { read: isAdmin, create: () => false, update: () => false, delete: isAdmin },
  fields: [
    { name: 'email', type: 'email', validate: validEmail, required: true, index: true },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      options: ['newsletter', 'warranty', 'warranty-owner', 'pdp', 'voucher', 'event'],
    },
    {
      name: 'ref',
      type: 'text',
      index: true,
      admin: {
        description:
          'What the code is for: receipt and serial, voucher code, subscriber, event registration.',
      },
    },
    { name: 'code_hash', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'expires_at', type: 'date', required: true },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'send_count', type: 'number', defaultValue: 1 },
    { name: 'last_sent_at', type: 'date', required: true },
    { name: 'verified_at', type: 'date' },
  ],
}
