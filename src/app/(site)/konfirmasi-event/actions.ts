'use server'

import { redirect } from 'next/navigation'

import { actionRefusal } from '@/server/security/action-limit'
import { confirmEventRegistration, eventConfirmBody, eventConfirmCall } from '@/server/events/confirmation'
import { eventConfirmPath } from '@/server/events/pending'

/**
 * The button of the confirmation page (works without JavaScript): the same service as POST
 * /api/event/insert/event/confirm. A button, not the link itself, confirms, so mail scanners that open links
 * cannot take seats for anyone. The outcome goes into the address (no personal data: a state and slugs).
 */
export async function confirmEventRegistrationAction(form: FormData): Promise<void> {
  const parsed = eventConfirmBody.safeParse({ challenge: form.get('c'), code: form.get('k') })
  if (!parsed.success) redirect(`${eventConfirmPath}?status=invalid`)
  if (await actionRefusal(eventConfirmCall.path)) redirect(`${eventConfirmPath}?status=busy`)
  const result = await confirmEventRegistration(parsed.data)
  const params = new URLSearchParams(
    result.ok
      ? { status: result.already ? 'already' : 'confirmed', event: result.event.slug }
      : {
          status: result.why,
          ...(result.event ? { event: result.event.slug } : {}),
          ...(result.next ? { next: result.next.slug } : {}),
        },
  )
  redirect(`${eventConfirmPath}?${params}`)
}
