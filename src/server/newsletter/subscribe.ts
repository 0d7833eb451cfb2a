import { z } from 'zod'

import { defineCall } from '../contract/call'
import { emailField } from '../contract/fields'
import type { Outcome } from '../contract/outcome'
import { getPayloadClient } from '../payload'

export const subscribeBody = z.object({ email: emailField })

export const subscribeCall = defineCall({
  method: 'POST', path: '/api/subscribe', tag: 'Forms', body: subscribeBody, write: true,
  summary: 'Newsletter sign-up; an e-mail already subscribed is a friendly is_ok false.', answer: '{ email }',
})

export async function subscribe(email: string, source = 'footer'): Promise<Outcome<{ email: string }>> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, overrideAccess: true })
  if (totalDocs > 0) return { ok: false, message: 'Email ini sudah terdaftar untuk newsletter kami.' }
  try {
    await payload.create({ collection: 'newsletter-subscribers', data: { email, source }, overrideAccess: true })
  } catch {
    // The unique index refused a twin sent at the same moment: already subscribed.
    return { ok: false, message: 'Email ini sudah terdaftar untuk newsletter kami.' }
  }
  return { ok: true, message: 'Terima kasih! Anda berhasil berlangganan newsletter Rumah Loka.', data: { email } }
}
