/**
 * `npm run staff:reset-password -- <e-mail>`: a one-time link to set a new password for a staff account,
 * printed on the server's console. Without SMTP the back-office's "forgot password" e-mail goes nowhere (and
 * only administrators read the Outbox), so an operator with shell access to the server resets an account this
 * way; with SMTP set the e-mail path works as well. The link is Payload's own reset link: good for one use,
 * within an hour. The account's lockout is lifted and its open sessions end.
 * Run through `payload run` (scripts/staff-password-reset.mjs), which passes the address as STAFF_EMAIL.
 */
import { getPayload } from 'payload'

import config from '../../payload.config'
import { absoluteSiteUrl } from '@/lib/site-url'

const email = (process.env.STAFF_EMAIL ?? '').trim().toLowerCase()
const payload = await getPayload({ config })
let code = 0
try {
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!email || !docs[0]) {
    console.error(`No staff account has the e-mail "${email}". Staff accounts are listed in /admin → Staff.`)
    code = 1
  } else {
    const token = await payload.forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      overrideAccess: true,
    })
    await payload.update({
      collection: 'users',
      id: docs[0].id,
      // Signed-in sessions end too: a reset after a suspected break-in must not leave the intruder in.
      data: { loginAttempts: 0, lockUntil: null, sessions: [] },
      overrideAccess: true,
    })
    console.log(
      `\n  Password reset for ${email}\n    open within 1 hour, once: ${absoluteSiteUrl(`/admin/reset/${token}`)}\n`,
    )
  }
} finally {
  await payload.destroy()
}
process.exit(code)
