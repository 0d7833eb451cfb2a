import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser, isPersonalDataStaff, isStaff, isStaffUser } from './access'
import { validEmail } from './fields/email'
import { submissionAccess } from './access/submission'
import { eraseSignature } from './hooks/erase-signature'
import { claimStateOptions } from '../lib/claim-states'
import { guardClaimMove, mailClaimStatus } from '../server/warranty/claim-status-mail'
import { contactTimes, problemCategories } from '../lib/warranty-choices'
import type { WarrantyRegistration } from '../payload-types'
import { listTools, startOfToday, valueFilters } from './admin/list-tools'
import { csvExportEndpoint } from '../server/staff/csv-export'
import { populated } from '../server/data/relation'
import { formatDate, formatDateTime } from '../lib/format'

/** A date cell of an export, in Jakarta time; empty when unset. */
const at = (value: string | null | undefined) => (value ? formatDateTime(value) : '')
const day = (value: string | null | undefined) => (value ? formatDate(value) : '')

const group = 'Submissions'

export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  admin: {
    group,
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source', 'confirmed_at', 'createdAt'],
    listSearchableFields: ['email'],
    description:
      'Double opt-in: only "confirmed" addresses may receive the newsletter (UU PDP: provable consent); ' +
      '"unsubscribed" ones left through the link every newsletter carries.',
    components: {
      beforeListTable: [
        listTools('newsletter-subscribers', {
          csv: true,
          filters: valueFilters('status', ['confirmed', 'pending', 'unsubscribed']),
        }),
      ],
    },
  },
  access: submissionAccess,
  endpoints: [
    csvExportEndpoint('newsletter-subscribers', {
      filename: 'pelanggan-newsletter',
      columns: [
        { header: 'email', value: (s) => s.email },
        { header: 'status', value: (s) => s.status },
        { header: 'source', value: (s) => s.source },
        { header: 'confirmed_at', value: (s) => at(s.confirmed_at) },
        { header: 'unsubscribed_at', value: (s) => at(s.unsubscribed_at) },
        { header: 'subscribed_at', value: (s) => at(s.createdAt) },
      ],
    }),
  ],
  fields: [
    { name: 'email', type: 'email', validate: validEmail, required: true, unique: true, index: true },
    { name: 'source', type: 'text', defaultValue: 'footer' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: ['pending', 'confirmed', 'unsubscribed'],
    },
    {
      name: 'confirmed_at',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'When the address owner confirmed with the code or link sent to it.',
      },
    },
    {
      name: 'unsubscribed_at',
      type: 'date',
      admin: {
        readOnly: true,
        description: 'When the address owner left through the unsubscribe link.',
      },
    },
  ],
}

export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  admin: {
    group,
    useAsTitle: 'name',
    defaultColumns: ['name', 'topic', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'phone'],
    components: {
      beforeListTable: [
        listTools('contact-messages', {
          csv: true,
          filters: valueFilters('status', ['new', 'in-progress', 'answered']),
        }),
      ],
    },
  },
  access: submissionAccess,
  endpoints: [
    csvExportEndpoint('contact-messages', {
      filename: 'pesan-kontak',
      columns: [
        { header: 'received_at', value: (m) => at(m.createdAt) },
        { header: 'name', value: (m) => m.name },
        { header: 'email', value: (m) => m.email },
        { header: 'phone', value: (m) => m.phone },
        { header: 'topic', value: (m) => m.topic },
        { header: 'status', value: (m) => m.status },
        { header: 'message', value: (m) => m.message },
      ],
    }),
  ],
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
  admin: {
    group,
    useAsTitle: 'serial_no',
    defaultColumns: ['serial_no', 'receipt_no', 'product_name', 'customer_name', 'city', 'coverage_until'],
    listSearchableFields: ['serial_no', 'receipt_no', 'customer_name', 'email', 'phone'],
    description: 'Only staff move a registration to another owner: edit it here; Versions keeps the history.',
    components: {
      beforeListTable: [
        listTools('warranty-registrations', {
          csv: true,
          filters: [
            { label: 'Covered', where: { coverage_until: { greater_than_equal: startOfToday } } },
            { label: 'Coverage ended', where: { coverage_until: { less_than: startOfToday } } },
          ],
        }),
      ],
    },
  },
  access: submissionAccess,
  endpoints: [
    csvExportEndpoint('warranty-registrations', {
      filename: 'registrasi-garansi',
      columns: [
        { header: 'serial_no', value: (r) => r.serial_no },
        { header: 'receipt_no', value: (r) => r.receipt_no },
        { header: 'product', value: (r) => r.product_name },
        { header: 'customer_name', value: (r) => r.customer_name },
        { header: 'email', value: (r) => r.email },
        { header: 'phone', value: (r) => r.phone },
        { header: 'address', value: (r) => r.address },
        { header: 'kelurahan', value: (r) => r.kelurahan },
        { header: 'kecamatan', value: (r) => r.kecamatan },
        { header: 'city', value: (r) => r.city },
        { header: 'province', value: (r) => r.province },
        { header: 'postal_code', value: (r) => r.postal_code },
        { header: 'purchased_at', value: (r) => day(r.purchased_at) },
        { header: 'coverage_until', value: (r) => day(r.coverage_until) },
        { header: 'registered_at', value: (r) => at(r.createdAt) },
      ],
    }),
  ],
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
    group,
    useAsTitle: 'claim_no',
    defaultColumns: ['claim_no', 'registration', 'problem_category', 'status', 'createdAt'],
    listSearchableFields: ['claim_no'],
    description:
      'Move a claim through its states; the owner receives each change by e-mail with the note to the customer, and sees it on /claim.',
    components: {
      beforeListTable: [
        listTools('warranty-claims', {
          csv: true,
          filters: claimStateOptions.map((s) => ({ label: s.label, where: { status: { equals: s.value } } })),
        }),
      ],
    },
  },
  access: submissionAccess,
  endpoints: [
    csvExportEndpoint('warranty-claims', {
      filename: 'klaim-garansi',
      depth: 1,
      columns: [
        { header: 'claim_no', value: (c) => c.claim_no },
        {
          header: 'status',
          value: (c) => claimStateOptions.find((s) => s.value === c.status)?.label ?? c.status,
        },
        { header: 'serial_no', value: (c) => populated(c.registration)?.serial_no },
        { header: 'product', value: (c) => populated(c.registration)?.product_name },
        { header: 'customer_name', value: (c) => populated(c.registration)?.customer_name },
        { header: 'phone', value: (c) => populated(c.registration)?.phone },
        { header: 'email', value: (c) => populated(c.registration)?.email },
        { header: 'city', value: (c) => populated(c.registration)?.city },
        {
          header: 'problem_category',
          value: (c) =>
            problemCategories.find((p) => p.value === c.problem_category)?.label ?? c.problem_category,
        },
        { header: 'problem', value: (c) => c.problem },
        { header: 'started_on', value: (c) => day(c.started_on) },
        {
          header: 'contact_time',
          value: (c) => contactTimes.find((t) => t.value === c.contact_time)?.label ?? c.contact_time,
        },
        { header: 'photos', value: (c) => c.photos?.length ?? 0 },
        { header: 'received_at', value: (c) => at(c.createdAt) },
        { header: 'updated_at', value: (c) => at(c.updatedAt) },
      ],
    }),
  ],
  hooks: { beforeChange: [guardClaimMove], afterChange: [mailClaimStatus] },
  fields: [
    { name: 'claim_no', type: 'text', required: true, unique: true },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: 'warranty-registrations',
      required: true,
      index: true,
    },
    {
      // Who to call about the claim, read from its registration for staff; not stored twice.
      name: 'owner_contact',
      type: 'text',
      virtual: true,
      admin: { readOnly: true, description: 'Pemilik garansi: nama, telepon, email dan kota.' },
      hooks: {
        afterRead: [
          async ({ siblingData, req }) => {
            const registration = siblingData?.registration as number | WarrantyRegistration | undefined
            if (!isStaffUser(req.user) || !registration) return null
            const r =
              typeof registration === 'object'
                ? registration
                : await req.payload.findByID({
                    collection: 'warranty-registrations',
                    id: registration,
                    depth: 0,
                    req,
                    disableErrors: true,
                  })
            return r ? `${r.customer_name} · ${r.phone} · ${r.email} · ${r.city}` : null
          },
        ],
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      index: true,
      options: claimStateOptions,
    },
    {
      name: 'status_note',
      type: 'textarea',
      maxLength: 1000,
      admin: { description: 'Note to the customer, sent with the next state change and shown on /claim.' },
    },
    {
      name: 'problem_category',
      type: 'select',
      options: problemCategories.map((c) => ({ value: c.value, label: c.label })),
    },
    { name: 'problem', type: 'textarea', required: true },
    {
      name: 'started_on',
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
    },
    {
      name: 'contact_time',
      type: 'select',
      options: contactTimes.map((c) => ({ value: c.value, label: c.label })),
    },
    { name: 'photos', type: 'upload', relationTo: 'private-uploads', hasMany: true },
  ],
}

export const PdpAgreements: CollectionConfig = {
  slug: 'pdp-agreements',
  labels: { singular: 'Personal-data agreement', plural: 'Personal-data agreements' },
  admin: {
    group,
    useAsTitle: 'name',
    defaultColumns: ['name', 'consent_version', 'signature_method', 'consent_at', 'channel'],
    description:
      'Persetujuan yang ditandatangani tidak dapat diubah. Bila pemiliknya meminta penghapusan (lewat Hubungi Kami), hapus persetujuannya: berkas tanda tangan ikut terhapus.',
  },
  // Only the personal-data officer and administrators see or erase agreements; nobody edits a signed one.
  access: {
    read: isPersonalDataStaff,
    create: isPersonalDataStaff,
    update: () => false,
    delete: isPersonalDataStaff,
  },
  hooks: { afterDelete: [eraseSignature] },
  fields: [
    { name: 'nip', type: 'text', required: true, label: 'NIP / NIK' },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', validate: validEmail, required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'signature', type: 'upload', relationTo: 'private-uploads', required: true },
    {
      name: 'signature_method',
      type: 'select',
      required: true,
      defaultValue: 'drawn',
      options: [
        { label: 'Digambar di layar', value: 'drawn' },
        { label: 'Nama diketik (pengganti tanda tangan)', value: 'typed' },
      ],
    },
    {
      name: 'form',
      type: 'relationship',
      relationTo: 'self-service-forms',
      admin: { description: 'The self-service form it was signed on.' },
    },
    { name: 'url_api', type: 'text' },
    { name: 'consent_version', type: 'text', required: true },
    {
      name: 'consent_at',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' } },
    },
    { name: 'channel', type: 'text', required: true },
    {
      // The verification record whose proof signed it: one proof signs one agreement, and a request repeated
      // after a crash finds the agreement it had stored (src/server/selfservice/agreements.ts).
      name: 'proof_record',
      type: 'text',
      unique: true,
      admin: { hidden: true },
    },
  ],
}

export const VoucherClaims: CollectionConfig = {
  slug: 'voucher-claims',
  admin: { group, useAsTitle: 'code', defaultColumns: ['code', 'voucher', 'createdAt'] },
  // Claims are made by the claim call; a claimed code is still what the till redeems: administrators only.
  access: { ...submissionAccess, create: isAdmin, update: isAdmin },
  fields: [
    { name: 'voucher', type: 'relationship', relationTo: 'vouchers', required: true },
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      access: { read: ({ req }) => isAdminUser(req.user) },
    },
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
  admin: { group, useAsTitle: 'path', defaultColumns: ['day', 'path', 'count', 'handoffs'] },
  // Counts per page and day (views, and a product's hand-offs to the marketplace): no personal data, so every
  // staff member reads them.
  access: { ...submissionAccess, read: isStaff, create: isStaff, update: isStaff },
  indexes: [{ fields: ['path', 'day'], unique: true }],
  fields: [
    { name: 'path', type: 'text', required: true, index: true },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD (Asia/Jakarta)' },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, label: 'Views' },
    {
      name: 'handoffs',
      type: 'number',
      required: true,
      defaultValue: 0,
      label: 'Hand-offs to the marketplace',
      admin: { description: "Shop Now and Buy Online clicks for this product (its page's path)." },
    },
  ],
}

export const VitalCounts: CollectionConfig = {
  slug: 'vital-counts',
  labels: { singular: 'Vital count', plural: 'Vital counts' },
  admin: {
    group,
    useAsTitle: 'route',
    defaultColumns: ['day', 'route', 'metric', 'bucket', 'count'],
    description:
      "Shoppers' Core Web Vitals as histograms per route shape, day and metric (src/server/visits/vitals.ts); read them in Visits.",
  },
  // Histograms of page speed: no personal data, so every staff member reads them; only the site writes them
  // (the vitals call, access overridden), and only administrators delete.
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: isAdmin,
  },
  indexes: [{ fields: ['route', 'day', 'metric', 'bucket'], unique: true }],
  fields: [
    {
      name: 'route',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'The route shape, as /produk/[url_key]' },
    },
    {
      name: 'day',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'YYYY-MM-DD (Asia/Jakarta)' },
    },
    {
      name: 'metric',
      type: 'select',
      required: true,
      options: ['LCP', 'INP', 'CLS'],
    },
    {
      name: 'bucket',
      type: 'number',
      required: true,
      admin: {
        description:
          'Readings up to bucket × 100 ms (LCP), × 10 ms (INP) or / 100 (CLS), above the bucket below',
      },
    },
    { name: 'count', type: 'number', required: true, defaultValue: 0, label: 'Page views' },
  ],
}
