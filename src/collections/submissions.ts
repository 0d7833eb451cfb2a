import type { CollectionConfig } from 'payload'

import { isPersonalDataStaff, isStaff } from './access'
import { validEmail } from './fields/email'
import { submissionAccess } from './access/submission'
import { eraseSignature } from './hooks/erase-signature'
import { claimStateOptions } from '../server/warranty/claim-states'
import { guardClaimMove, mailClaimStatus } from '../server/warranty/claim-status-mail'
import { contactTimes, problemCategories } from '../server/warranty/steps'
import type { WarrantyRegistration } from '../payload-types'

const group = 'Submissions'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: { group, useAsTitle: 'email', defaultColumns: ['email', 'status', 'source', 'confirmed_at'], description: 'Double opt-in: only "confirmed" addresses may receive the newsletter (UU PDP: provable consent).' },
  access: submissionAccess,
  fields: [
    { name: 'email', type: 'email', validate: validEmail, required: true, unique: true, index: true },
    { name: 'source', type: 'text', defaultValue: 'footer' },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: ['pending', 'confirmed'] },
    { name: 'confirmed_at', type: 'date', admin: { readOnly: true, description: 'When the address owner confirmed with the code or link sent to it.' } },
  ],
}

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: { group, useAsTitle: 'name', defaultColumns: ['name', 'topic', 'status', 'createdAt'] },
  access: submissionAccess,
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'topic', type: 'text', required: true },
    { name: 'message', type: 'textarea', required: true },
    { name: 'status', type: 'select', defaultValue: 'new', options: ['new', 'in-progress', 'answered'] },
  ],
}

export const WarrantyRegistrations: CollectionConfig = {
  slug: 'warranty-registrations',
  admin: { group, useAsTitle: 'serial_no', defaultColumns: ['serial_no', 'receipt_no', 'customer_name', 'coverage_until'], description: 'Only staff move a registration to another owner: edit it here; Versions keeps the history.' },
  access: submissionAccess,
  versions: { maxPerDoc: 50 },
  fields: [
    { name: 'receipt_no', type: 'text', required: true, index: true },
    { name: 'serial_no', type: 'text', required: true, unique: true, index: true },
    { name: 'product', type: 'relationship', relationTo: 'products' },
    { name: 'product_name', type: 'text', required: true },
    { name: 'customer_name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'address', type: 'textarea', required: true },
    { name: 'kelurahan', type: 'text', required: true },
    { name: 'kecamatan', type: 'text', required: true },
    { name: 'city', type: 'text', required: true },
    { name: 'province', type: 'text', required: true },
    { name: 'postal_code', type: 'text' },
    { name: 'purchased_at', type: 'date', required: true },
    { name: 'coverage_until', type: 'date', required: true },
  ],
}

export const WarrantyClaims: CollectionConfig = {
  slug: 'warranty-claims',
  admin: {
    group, useAsTitle: 'claim_no', defaultColumns: ['claim_no', 'registration', 'problem_category', 'status', 'createdAt'],
    description: 'Move a claim through its states; the owner receives each change by e-mail with the note to the customer, and sees it on /claim.',
  },
  access: submissionAccess,
  hooks: { beforeChange: [guardClaimMove], afterChange: [mailClaimStatus] },
  fields: [
    { name: 'claim_no', type: 'text', required: true, unique: true },
    { name: 'registration', type: 'relationship', relationTo: 'warranty-registrations', required: true, index: true },
    {
      // Who to call about the claim, read from its registration for staff; not stored twice.
      name: 'owner_contact', type: 'text', virtual: true, admin: { readOnly: true, description: 'Pemilik garansi: nama, telepon, email dan kota.' },
      hooks: {
        afterRead: [async ({ siblingData, req }) => {
          const registration = siblingData?.registration as number | WarrantyRegistration | undefined
          if (!req.user || !registration) return null
          const r = typeof registration === 'object' ? registration : await req.payload.findByID({ collection: 'warranty-registrations', id: registration, depth: 0, req, disableErrors: true })
          return r ? `${r.customer_name} · ${r.phone} · ${r.email} · ${r.city}` : null
        }],
      },
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'received', index: true, options: claimStateOptions },
    { name: 'status_note', type: 'textarea', maxLength: 1000, admin: { description: 'Note to the customer, sent with the next state change and shown on /claim.' } },
    { name: 'problem_category', type: 'select', options: problemCategories.map((c) => ({ value: c.value, label: c.label })) },
    { name: 'problem', type: 'textarea', required: true },
    { name: 'started_on', type: 'date', admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } } },
    { name: 'contact_time', type: 'select', options: contactTimes.map((c) => ({ value: c.value, label: c.label })) },
    { name: 'photos', type: 'upload', relationTo: 'private-uploads', hasMany: true },
  ],
}

export const PdpAgreements: CollectionConfig = {
  slug: 'pdp-agreements',
  labels: { singular: 'Personal-data agreement', plural: 'Personal-data agreements' },
  admin: {
    group, useAsTitle: 'name', defaultColumns: ['name', 'consent_version', 'signature_method', 'consent_at', 'channel'],
    description: 'Persetujuan yang ditandatangani tidak dapat diubah. Bila pemiliknya meminta penghapusan (lewat Hubungi Kami), hapus persetujuannya: berkas tanda tangan ikut terhapus.',
  },
  // Only the personal-data officer and administrators see or erase agreements; nobody edits a signed one.
  access: { read: isPersonalDataStaff, create: isPersonalDataStaff, update: () => false, delete: isPersonalDataStaff },
  hooks: { afterDelete: [eraseSignature] },
  fields: [
    { name: 'nip', type: 'text', required: true, label: 'NIP / NIK' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'signature', type: 'upload', relationTo: 'private-uploads', required: true },
    {
      name: 'signature_method', type: 'select', required: true, defaultValue: 'drawn',
      options: [{ label: 'Digambar di layar', value: 'drawn' }, { label: 'Nama diketik (pengganti tanda tangan)', value: 'typed' }],
    },
    { name: 'form', type: 'relationship', relationTo: 'self-service-forms', admin: { description: 'The self-service form it was signed on.' } },
    { name: 'url_api', type: 'text' },
    { name: 'consent_version', type: 'text', required: true },
    { name: 'consent_at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' } } },
    { name: 'channel', type: 'text', required: true },
  ],
}

export const VoucherClaims: CollectionConfig = {
  slug: 'voucher-claims',
  admin: { group, useAsTitle: 'code', defaultColumns: ['code', 'voucher', 'createdAt'] },
  access: submissionAccess,
  fields: [
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers', required: true },
    { name: 'code', type: 'text', required: true, unique: true },
    { name: 'channel', type: 'text' },
  ],
}

export const RefundApprovals: CollectionConfig = {
  slug: 'refund-approvals',
  admin: { group, useAsTitle: 'return_no', defaultColumns: ['return_no', 'decision', 'createdAt'] },
  access: submissionAccess,
  fields: [
    { name: 'return', type: 'relationship', relationTo: 'returns', required: true, unique: true },
    { name: 'return_no', type: 'text', required: true },
    { name: 'decision', type: 'select', required: true, options: ['approved', 'rejected'] },
    { name: 'note', type: 'textarea' },
  ],
}

export const VisitCounts: CollectionConfig = {
  slug: 'visit-counts',
  admin: { group, useAsTitle: 'path', defaultColumns: ['day', 'path', 'count'] },
  // Counts per page and day: no personal data, so every staff member reads them.
  access: { ...submissionAccess, read: isStaff, create: isStaff, update: isStaff },
  indexes: [{ fields: ['path', 'day'], unique: true }],
  fields: [
    { name: 'path', type: 'text', required: true, index: true },
    { name: 'day', type: 'text', required: true, index: true, admin: { description: 'YYYY-MM-DD (Asia/Jakarta)' } },
    { name: 'count', type: 'number', required: true, defaultValue: 0 },
  ],
}
