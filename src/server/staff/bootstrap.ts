import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * Makes the first staff account when there is none, so the back-office never shows an open
 * "create first user" screen. Its password comes from ADMIN_PASSWORD or is printed once.
 */
export async function ensureFirstStaffAccount(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'users', overrideAccess: true })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL || 'admin@rumahloka.test'
  const password = process.env.ADMIN_PASSWORD || randomBytes(12).toString('base64url')
  try {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: { email, password, name: 'Administrator', role: 'admin' },
    })
  } catch (error) {
    // Another process made it in the meantime; a second account is not wanted.
    const { totalDocs: now } = await payload.count({ collection: 'users', overrideAccess: true })
    if (now > 0) return
    throw error
  }
  if (!process.env.ADMIN_PASSWORD) {
    console.log(
      `\n  First staff account created for the back-office at /admin\n    e-mail:   ${email}\n    password: ${password}\n  (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`,
    )
  }
}
