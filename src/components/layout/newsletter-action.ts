'use server'

import { subscribeBody, subscribe, subscribeCall } from '@/server/newsletter/subscribe'
import { actionRefusal } from '@/server/security/action-limit'

export type NewsletterState = { status: 'idle' | 'success' | 'error'; message: string; email: string }

/** The footer sign-up without JavaScript: the same validation and service as POST /api/subscribe. */
export async function subscribeFromFooter(
  _previous: NewsletterState,
  form: FormData,
): Promise<NewsletterState> {
  const email = String(form.get('email') ?? '')
  const parsed = subscribeBody.safeParse({ email })
  if (!parsed.success)
    return { status: 'error', message: parsed.error.issues[0]?.message ?? 'Email tidak Valid', email }
  const refusal = await actionRefusal(subscribeCall.path)
  if (refusal) return { status: 'error', message: refusal, email }
  const result = await subscribe(parsed.data.email)
  return { status: result.ok ? 'success' : 'error', message: result.message, email: result.ok ? '' : email }
}
