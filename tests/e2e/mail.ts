import { mailCountIn, type ReceivedMail, waitForMailIn } from '../support/mail-dir'

/** Mail the e2e web server sent, as its test SMTP server received it (tests/support/e2e-server.mjs). */
const dir = () => {
  const value = process.env.E2E_MAIL_DIR
  if (!value) throw new Error('E2E_MAIL_DIR is not set (playwright.config.ts sets it)')
  return value
}

export const waitForMail = (
  to: string,
  subject: RegExp | string = /./,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> => waitForMailIn(dir(), to, subject, options)
export const mailCount = (to: string) => mailCountIn(dir(), to)
