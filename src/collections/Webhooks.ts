import { randomBytes } from 'node:crypto'

import type { CollectionConfig, Endpoint } from 'payload'

import { isAdmin, isAdminUser } from './access'
import { webhookEventOptions } from '../lib/webhook-event-types'
import { endpointProblem } from '../server/webhooks/endpoint-url'
import { deliverDueWebhooks } from '../server/webhooks/deliver'

const group = 'Settings'
const never = () => false

/**
 * Where the site sends its events (issue 39): an HTTPS endpoint of the retailer's systems, the event types it
 * takes, and the secret its deliveries are signed with (docs/integration.md). Administrators only.
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: { group, useAsTitle: 'url', defaultColumns: ['url', 'events', 'enabled'] },
  access: { read: isAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  fields: [
    {
      name: 'url',
      type: 'text',
      required: true,
      validate: (value: string | null | undefined) => endpointProblem(value ?? '') ?? true,
      admin: { description: 'HTTPS, misalnya https://crm.contoh.co.id/webhooks/rumahloka' },
    },
    { name: 'events', type: 'select', hasMany: true, required: true, options: webhookEventOptions },
    {
      name: 'secret',
      type: 'text',
      admin: {
        readOnly: true,
        description:
          'Dibuat otomatis. Penerima memeriksa header X-RumahLoka-Signature dengan rahasia ini (HMAC-SHA256).',
      },
      hooks: {
        beforeChange: [
          // Made by the site only: a secret sent through the API is ignored (an update keeps the stored one).
          ({ operation, originalDoc }) =>
            operation === 'create' || !originalDoc?.secret
              ? `whsec_${randomBytes(24).toString('base64url')}`
              : originalDoc.secret,
        ],
      },
    },
    { name: 'enabled', type: 'checkbox', defaultValue: true },
  ],
}

/**
 * POST /cms-api/webhook-deliveries/:id/resend — sends a delivery again now (a receiver that was down, or a
 * delivery that gave up).
 */
const resendEndpoint: Endpoint = {
  path: '/:id/resend',
  method: 'post',
  handler: async (req) => {
    if (!isAdminUser(req.user))
      return Response.json({ errors: [{ message: 'Hanya administrator.' }] }, { status: 403 })
    const id = Number(req.routeParams?.id)
    const found = Number.isInteger(id)
      ? await req.payload.findByID({
          collection: 'webhook-deliveries',
          id,
          depth: 0,
          req,
          disableErrors: true,
        })
      : null
    if (!found)
      return Response.json({ errors: [{ message: 'Pengiriman tidak ditemukan.' }] }, { status: 404 })
    await req.payload.update({
      collection: 'webhook-deliveries',
      id,
      overrideAccess: true,
      req,
      data: {
        status: 'queued',
        next_attempt_at: new Date().toISOString(),
        resent_at: new Date().toISOString(),
      },
    })
    void deliverDueWebhooks(req.payload).catch((error) => console.error('[webhooks] delivery failed', error))
    return Response.json({ ok: true })
  },
}

/**
 * Each event for each endpoint that takes it: stored before it is sent (in the transaction of the change it
 * tells of), sent by the delivery loop (src/server/webhooks/deliver.ts) with retries, and kept as the
 * delivery log administrators read. Written only by the site.
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group,
    useAsTitle: 'event_id',
    defaultColumns: ['type', 'record_key', 'status', 'attempts', 'last_status_code', 'createdAt'],
  },
  access: { read: isAdmin, create: never, update: never, delete: isAdmin },
  endpoints: [resendEndpoint],
  defaultSort: '-createdAt',
  fields: [
    { name: 'endpoint', type: 'relationship', relationTo: 'webhook-endpoints', required: true, index: true },
    // The event's id, the same for each endpoint's delivery of it (receivers skip an id they took).
    { name: 'event_id', type: 'text', required: true, index: true },
    { name: 'type', type: 'select', required: true, options: webhookEventOptions, index: true },
    {
      name: 'record_key',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'Deliveries of one record go out in order.' },
    },
    { name: 'body', type: 'json', required: true },
    // Whose event it is (the owner, attendee or sender): a data-subject request finds and erases it by this.
    { name: 'subject_email', type: 'text', index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'queued',
      index: true,
      options: ['queued', 'delivered', 'failed'],
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    {
      name: 'next_attempt_at',
      type: 'date',
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'last_status_code', type: 'number' },
    { name: 'last_error', type: 'text' },
    { name: 'last_response_ms', type: 'number' },
    { name: 'delivered_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'resent_at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'resend',
      type: 'ui',
      admin: { components: { Field: '/components/admin/WebhookResend#WebhookResend' } },
    },
  ],
}

/**
 * Every event the site tells, once, whether or not an endpoint takes it: the feed integrations without a
 * receiver read with their key (GET /integration/v1/events, scope events:read). Kept 30 days
 * (src/server/privacy/retention.ts). Written only by the site.
 */
export const IntegrationEvents: CollectionConfig = {
  slug: 'integration-events',
  labels: { singular: 'Integration event', plural: 'Integration events' },
  admin: { group, useAsTitle: 'event_id', defaultColumns: ['type', 'record_key', 'createdAt'] },
  access: { read: isAdmin, create: never, update: never, delete: isAdmin },
  defaultSort: '-createdAt',
  fields: [
    { name: 'event_id', type: 'text', required: true, unique: true },
    { name: 'type', type: 'select', required: true, options: webhookEventOptions, index: true },
    { name: 'record_key', type: 'text', required: true },
    { name: 'body', type: 'json', required: true },
    // Whose event it is (the owner, attendee or sender): a data-subject request finds and erases it by this.
    { name: 'subject_email', type: 'text', index: true, admin: { readOnly: true } },
  ],
}
