import type { CollectionConfig, Endpoint } from 'payload'

import { isAdmin, isAdminUser } from './access'
import { hashIntegrationKey, keyHint, newIntegrationKey } from '../server/integration/keys'
import { scopeOptions } from '../lib/integration-scopes'
import { webhookEventOptions } from '../lib/webhook-event-types'

/** Fields only the key endpoint writes (Local API, access overridden). */
const keyOnly = { create: () => false, update: () => false }

const answer = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'private, no-store' } })

/**
 * POST /cms-api/integrations/:id/key — issues the integration a new key and answers it, the only time it
 * is ever shown: only its hash is kept. Issuing again is rotation: the old key stops at once.
 */
const issueKeyEndpoint: Endpoint = {
  path: '/:id/key',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user)) return answer({ errors: [{ message: 'Hanya administrator.' }] }, 403)
    const id = Number(req.routeParams?.id)
    const found = Number.isInteger(id)
      ? await req.payload.findByID({ collection: 'integrations', id, depth: 0, req, disableErrors: true })
      : null
    if (!found) return answer({ errors: [{ message: 'Integrasi tidak ditemukan.' }] }, 404)
    const key = newIntegrationKey()
    await req.payload.update({
      collection: 'integrations',
      id,
      req,
      data: {
        key_hash: hashIntegrationKey(key),
        key_hint: keyHint(key),
        key_issued_at: new Date().toISOString(),
      },
    })
    return answer({ key, hint: keyHint(key) })
  },
}

/**
 * The retailer's systems (POS, ERP, CRM, service desk), each with its own key and scopes (issue 39). They
 * are not staff and never sign in to Payload: their keys open only the integration API
 * (src/server/integration/route.ts), each call naming the scope it needs.
 */
export const Integrations: CollectionConfig = {
  slug: 'integrations',
  labels: { singular: 'Integration', plural: 'Integrations' },
  admin: {
    group: 'Settings',
    useAsTitle: 'name',
    defaultColumns: ['name', 'scopes', 'key_hint', 'last_used_at', 'revoked'],
    description:
      'Kunci untuk sistem ritel (POS, ERP, CRM) yang mengirim data ke situs lewat /integration/v1: ' +
      'setiap sistem punya kunci dan izinnya sendiri.',
  },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [issueKeyEndpoint],
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // When it was revoked, for the record; taking the revocation back clears it.
        if (data.revoked && !originalDoc?.revoked) data.revoked_at = new Date().toISOString()
        if (data.revoked === false) data.revoked_at = null
        return data
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Misalnya "POS toko" atau "ERP".' } },
    {
      name: 'scopes',
      type: 'select',
      hasMany: true,
      required: true,
      options: scopeOptions,
      admin: { description: 'Hanya yang dibutuhkan sistem ini.' },
    },
    {
      // Granted one by one, as a webhook endpoint chooses its types: the feed gives a key only these.
      name: 'event_types',
      type: 'select',
      hasMany: true,
      label: 'Event types',
      options: webhookEventOptions,
      validate: (value: unknown, { siblingData }: { siblingData: Partial<{ scopes: string[] }> }) =>
        siblingData?.scopes?.includes('events:read') && !(Array.isArray(value) && value.length)
          ? 'Pilih jenis kejadian yang boleh dibaca kunci ini (events:read).'
          : true,
      admin: {
        condition: (_, siblingData) => Boolean(siblingData?.scopes?.includes('events:read')),
        description:
          'Kejadian yang boleh dibaca lewat feed (events:read). Yang berisi data pribadi (nama, e-mail, ' +
          'telepon, pesan) hanya bila sistem ini membutuhkannya; setiap pembacaannya dicatat di Jejak akses ' +
          'data pribadi.',
      },
    },
    {
      name: 'image_hosts',
      type: 'textarea',
      admin: {
        description:
          'Host tempat gambar produk (image_url) boleh diambil, satu per baris, misalnya cdn.ritel.co.id. ' +
          'Kosong: image_url ditolak.',
      },
    },
    {
      name: 'key',
      type: 'ui',
      admin: { components: { Field: '/components/admin/IntegrationKey#IntegrationKey' } },
    },
    // Never sent out, not even to administrators: a hash identifies the key without being it. Written only by
    // the key endpoint above (Local API, access overridden): a hash sent through the API is dropped, or its
    // sender would choose a key that opens the integration API.
    {
      name: 'key_hash',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      type: 'row',
      fields: [
        // Set with the key only: what the API sends is dropped, so the hint always describes the real key.
        { name: 'key_hint', type: 'text', label: 'Key', admin: { readOnly: true }, access: keyOnly },
        {
          name: 'key_issued_at',
          type: 'date',
          label: 'Key issued',
          admin: { readOnly: true },
          access: keyOnly,
        },
        {
          name: 'last_used_at',
          type: 'date',
          label: 'Last used',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'revoked',
          type: 'checkbox',
          defaultValue: false,
          admin: { description: 'Kunci ditolak selama dicentang.' },
        },
        { name: 'revoked_at', type: 'date', admin: { readOnly: true } },
      ],
    },
  ],
}
