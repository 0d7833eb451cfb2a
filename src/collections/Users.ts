import type { CollectionConfig } from 'payload'

import { isAdmin, isStaff } from './access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Staff member', plural: 'Staff' },
  admin: { useAsTitle: 'email', group: 'Settings', defaultColumns: ['email', 'name', 'role'] },
  auth: {
    // Lock an account for 15 minutes after five wrong passwords in a row.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 8 * 60 * 60,
    cookies: { sameSite: 'Strict' },
  },
  access: {
    read: isStaff,
    create: isAdmin,
    update: ({ req, id }) => req.user?.role === 'admin' || req.user?.id === id,
    delete: isAdmin,
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
        { label: 'Editor', value: 'editor' },
        // Reads and erases signed personal-data agreements (UU PDP); editors cannot see them.
        { label: 'Petugas data pribadi', value: 'privacy' },
      ],
      access: { update: ({ req }) => req.user?.role === 'admin' },
    },
  ],
}
