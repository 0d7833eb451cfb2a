import { z } from 'zod'

import { contactBody } from './schema'
import { type CallData, defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'

export const contactCall = defineCall({
  method: 'POST',
  path: '/api/contact-us/add',
  tag: 'Forms',
  body: contactBody,
  write: true,
  summary: 'A message to customer service (name, e-mail, phone, topic, message).',
  output: z.strictObject({ ticket_no: z.string().describe('CS-000123: what customer service asks for') }),
})

export async function addContactMessage(
  input: z.infer<typeof contactBody>,
): Promise<CallData<typeof contactCall>> {
  const payload = await getPayloadClient()
  const doc = await payload.create({ collection: 'contact-messages', data: input, overrideAccess: true })
  return { ticket_no: `CS-${String(doc.id).padStart(6, '0')}` }
}
