import type { CollectionConfig } from 'payload'

import { isAdmin } from './access'
import { validEmail } from './fields/email'
import { listTools, valueFilters } from './admin/list-tools'

/**
 * Every e-mail the site sends (src/server/mail/outbox.ts): the message staff can read, and the
 * delivery queue. "stored" = kept here only (no SMTP configured); "failed" = retries exhausted —
 * set it back to "queued" to try again. A verification code is blanked out once its message is sent.
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: { singular: 'Outbox message', plural: 'Outbox' },
  admin: {
    group: 'Operations',
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'status', 'attempts', 'createdAt'],
    listSearchableFields: ['to', 'subject'],
    components: {
      beforeListTable: [
        listTools('outbox', { filters: valueFilters('status', ['failed', 'queued', 'sent']) }),
      ],
    },
  },
  // Messages hold personal data, customer links and (until sent) verification codes: administrators only.
  access: { read: isAdmin, create: () => false, update: isAdmin, delete: isAdmin },
  fields: [
    { name: 'to', type: 'email', validate: validEmail, required: true, index: true },
    { name: 'subject', type: 'text', required: true },
    {
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: [
        'verification-code',
        'event-registration',
        'warranty-registration',
        'warranty-claim',
        'newsletter',
        'refund-decision',
        'pdp-agreement',
        'customer-link',
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'queued',
          options: ['stored', 'queued', 'sent', 'failed'],
        },
        { name: 'attempts', type: 'number', defaultValue: 0, admin: { readOnly: true } },
        {
          name: 'next_attempt_at',
          type: 'date',
          index: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'sent_at',
          type: 'date',
          admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'send_ms',
          type: 'number',
          admin: { readOnly: true, description: 'How long the SMTP server took to accept it.' },
        },
      ],
    },
    { name: 'last_error', type: 'text', admin: { readOnly: true } },
    {
      // One message per step of a write (src/server/mail/outbox.ts queueMail's `once`): a repeated request
      // that finishes a write a crash cut off queues the message it never sent, and no second copy.
      name: 'once_key',
      type: 'text',
      unique: true,
      admin: { readOnly: true, position: 'sidebar', description: 'What this message is the one message of.' },
    },
    { name: 'text', type: 'textarea', required: true, admin: { readOnly: true } },
    // Plain text areas: Payload's code and JSON editors would load Monaco from a CDN.
    { name: 'html', type: 'textarea', required: true, label: 'HTML', admin: { readOnly: true } },
    { name: 'attachments', type: 'json', admin: { hidden: true } },
    {
      name: 'attachment_files',
      type: 'text',
      virtual: true,
      label: 'Attachments',
      admin: { readOnly: true },
      hooks: {
        afterRead: [
          ({ siblingData }) =>
            ((siblingData?.attachments as { filename: string; contentType: string }[] | null) ?? [])
              .map((a) => `${a.filename} (${a.contentType.split(';')[0]})`)
              .join(', ') || '—',
        ],
      },
    },
  ],
}
