import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminUser, isStaff, isStaffUser } from './access'
import { forgiveStaffLogin, throttleStaffAuth } from '../server/staff/login-throttle'
import { noSessionFromResetWithTotp, requireTotp, totpEndpoints, totpFields } from '../server/staff/totp'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: {
    useAsTitle: 'email',
    group: 'Settings',
    defaultColumns: ['email', 'name', 'role', 'totp_enabled'],
  },
  auth: {
    // Wrong passwords are first throttled per client address (src/server/staff/login-throttle.ts: 10 in 15
    // minutes, then that address waits an hour), so one attacker cannot keep an account locked. The account
    // itself locks for 15 minutes only after 50 failures in a row, which takes many addresses: guessing
    // spread over a botnet.
    maxLoginAttempts: 50,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Strict' },
  },
  hooks: {
    beforeOperation: [throttleStaffAuth],
    beforeLogin: [requireTotp],
    afterLogin: [forgiveStaffLogin],
    afterOperation: [noSessionFromResetWithTotp],
  },
  endpoints: totpEndpoints,
  access: {
    read: isStaff,
    create: isAdmin,
    update: ({ req, id }) => isAdminUser(req.user) || (isStaffUser(req.user) && req.user?.id === id),
    delete: isAdmin,
    // Unlocking resets the lockout that stops guessing spread over many addresses: administrators only.
    unlock: isAdmin,
  },
  fields: [
    { name: 'name', type: 'text' },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      options: [
        { label: 'Administrator', value: 'admin' },
        // Publishes, unpublishes and schedules drafted content; editors only save drafts
        // (collections/drafts.ts).
        { label: 'Publisher', value: 'publisher' },
        { label: 'Editor', value: 'editor' },
        // Reads and erases signed personal-data agreements (UU PDP); editors cannot see them.
        { label: 'Petugas data pribadi', value: 'privacy' },
      ],
      access: { update: ({ req }) => isAdminUser(req.user) },
    },
    ...totpFields,
  ],
}
