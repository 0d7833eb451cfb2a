import { inject } from 'vitest'

import { mailCountIn, type ReceivedMail, waitForMailIn } from './mail-dir'

export type { ReceivedMail }

/**
 * Waits for the newest message to `to` (matching `subject`) at the integration suite's SMTP server; see
 * mail-dir.ts.
 */
export const waitForMail = (
  to: string,
  subject: RegExp | string = /./,
  options: { after?: number; timeoutMs?: number } = {},
) => waitForMailIn(inject('mailDir'), to, subject, options)

/** How many messages to `to` have arrived so far. */
export const mailCount = (to: string) => mailCountIn(inject('mailDir'), to)

/** The 6-digit code of a verification e-mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = mail.subject.match(/(\d{6})$/)?.[1]
  if (!code) throw new Error(`No code in "${mail.subject}"`)
  return code
}
