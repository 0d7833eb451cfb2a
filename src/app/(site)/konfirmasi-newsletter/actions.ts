'use server'

import { redirect } from 'next/navigation'

import { newsletterConfirmPath } from '@/server/newsletter/subscribe'
import { verifyEmailBody } from '@/server/verify/schemas'
import { verifyEmail } from '@/server/verify/email'

/**
 * The button of the confirmation page: checks the link's challenge and code with the same
 * verification step as POST /apiverify/verificationemail. A button, not the link itself, confirms,
 * so mail scanners that open links cannot subscribe anyone.
 */
export async function confirmNewsletter(form: FormData): Promise<void> {
  const parsed = verifyEmailBody.safeParse({
    challenge: form.get('c'),
    validtoken: form.get('k'),
    purpose: 'newsletter',
  })
  const result = parsed.success ? await verifyEmail(parsed.data) : null
  redirect(
    `${newsletterConfirmPath}?status=${result?.ok && result.data && 'verification_token' in result.data && result.data.purpose === 'newsletter' ? 'confirmed' : 'failed'}`,
  )
}
