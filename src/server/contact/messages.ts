import { z } from 'zod'

import { defineCall } from '../contract/call'
import { emailField, nameField, phoneField } from '../contract/fields'
import { getPayloadClient } from '../payload'

export const contactTopics = ['Pertanyaan produk', 'Pengiriman', 'Garansi & servis', 'Retur & refund', 'Membership', 'Konsultasi interior', 'Kerja sama bisnis', 'Lainnya'] as const

export const contactBody = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField,
  topic: z.enum(contactTopics, { message: 'Pilih topik pesan' }),
  message: z.string({ message: 'Pesan wajib diisi' }).trim().min(10, 'Pesan minimal 10 karakter').max(2000, 'Pesan maksimal 2000 karakter'),
})

export const contactCall = defineCall({
  method: 'POST', path: '/api/contact-us/add', tag: 'Forms', body: contactBody, write: true,
  summary: 'A message to customer service (name, e-mail, phone, topic, message).', answer: '{ ticket_no }',
})

export async function addContactMessage(input: z.infer<typeof contactBody>) {
  const payload = await getPayloadClient()
  const doc = await payload.create({ collection: 'contact-messages', data: input, overrideAccess: true })
  return { ticket_no: `CS-${String(doc.id).padStart(6, '0')}` }
}
