import fs from 'node:fs'
import path from 'node:path'

import PostalMime from 'postal-mime'

/**
 * Reading the messages the test SMTP server (smtp-receiver.ts) wrote to a directory; shared by Vitest and
 * Playwright.
 */
export type ReceivedMail = {
  to: string[]
  subject: string
  text: string
  html: string
  attachments: { filename: string | null; mimeType: string; content: string }[]
}

export async function readMailDir(dir: string): Promise<ReceivedMail[]> {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : []
  return Promise.all(
    files.map(async (file) => {
      const email = await PostalMime.parse(fs.readFileSync(path.join(dir, file)))
      return {
        to: (email.to ?? []).map((a) => ('address' in a && a.address ? a.address.toLowerCase() : '')),
        subject: email.subject ?? '',
        text: email.text ?? '',
        html: email.html ?? '',
        attachments: email.attachments.map((a) => ({
          filename: a.filename,
          mimeType: a.mimeType,
          content: typeof a.content === 'string' ? a.content : new TextDecoder().decode(a.content),
        })),
      }
    }),
  )
}

/**
 * Waits for the newest message to `to` (matching `subject`) in `dir`; with `after` (a count taken
 * before the action), only a message that arrived since counts.
 */
export async function waitForMailIn(
  dir: string,
  to: string,
  subject: RegExp | string = /./,
  options: { after?: number; timeoutMs?: number } = {},
): Promise<ReceivedMail> {
  const timeoutMs = options.timeoutMs ?? 15_000
  const deadline = Date.now() + timeoutMs
  const wanted = to.toLowerCase()
  while (Date.now() < deadline) {
    const mine = (await readMailDir(dir)).filter((m) => m.to.includes(wanted)).slice(options.after ?? 0)
    const found = mine.filter((m) =>
      typeof subject === 'string' ? m.subject.includes(subject) : subject.test(m.subject),
    )
    if (found.length) return found[found.length - 1]!
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`No e-mail to ${to} with subject ${subject} arrived within ${timeoutMs} ms`)
}

export const mailCountIn = async (dir: string, to: string) =>
  (await readMailDir(dir)).filter((m) => m.to.includes(to.toLowerCase())).length
