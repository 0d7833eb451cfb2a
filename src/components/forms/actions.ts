'use server'

import { addContactMessage, contactCall } from '@/server/contact/messages'
import { contactBody } from '@/server/contact/schema'
import { actionRefusal } from '@/server/security/action-limit'

export type ContactState = {
  status: 'idle' | 'error' | 'success'
  errors: Record<string, string>
  values: Record<string, string>
  ticket?: string
  message?: string
}

/** The contact form without JavaScript: the same schema and service as POST /api/contact-us/add. */
export async function sendContactMessage(_previous: ContactState, form: FormData): Promise<ContactState> {
  const values = Object.fromEntries(
    ['name', 'email', 'phone', 'topic', 'message'].map((k) => [k, String(form.get(k) ?? '')]),
  )
  const parsed = contactBody.safeParse(values)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { status: 'error', errors, values }
  }
  const refusal = await actionRefusal(contactCall.path)
  if (refusal) return { status: 'error', errors: {}, values, message: refusal }
  const { ticket_no } = await addContactMessage(parsed.data)
  return { status: 'success', errors: {}, values: {}, ticket: ticket_no }
}
