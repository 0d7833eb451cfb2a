'use server'

import { actionRefusal } from '@/server/security/action-limit'
import { eventRegisterCall, registerForEvent } from '@/server/events/registration'
import { eventRegistrationBody } from '@/server/events/registration-schema'

export type RegistrationConfirmation = {
  email: string
  participants: number
  event: {
    title: string
    slug: string
    starts_at: string
    ends_at: string
    time_zone: string
    venue: string
    city: string
    has_gifts: boolean
  }
}

export type EventRegistrationState = {
  status: 'idle' | 'error' | 'refused' | 'success'
  errors: Record<string, string>
  values: Record<string, string>
  message?: string
  confirmation?: RegistrationConfirmation
}

const fields = ['event_slug', 'name', 'email', 'phone', 'participants', 'note', 'consent'] as const

/**
 * Event registration without JavaScript: the same schema and service as POST
 * /api/event/insert/event/register.
 */
export async function registerForEventAction(
  _previous: EventRegistrationState,
  form: FormData,
): Promise<EventRegistrationState> {
  const values = Object.fromEntries(fields.map((k) => [k, String(form.get(k) ?? '')]))
  const parsed = eventRegistrationBody.safeParse({
    ...values,
    consent: values.consent || undefined,
    note: values.note || undefined,
  })
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message
    return { status: 'error', errors, values }
  }
  // The same allowance as the call itself: the form without JavaScript is no way around the limit.
  const refusal = await actionRefusal(eventRegisterCall.path)
  if (refusal) return { status: 'refused', errors: {}, values, message: refusal }
  const outcome = await registerForEvent(parsed.data)
  if (!outcome.ok) return { status: 'refused', errors: {}, values, message: outcome.message }
  const data = outcome.data as Omit<RegistrationConfirmation, 'email'>
  return {
    status: 'success',
    errors: {},
    values: {},
    message: outcome.message,
    confirmation: { ...data, email: parsed.data.email },
  }
}
