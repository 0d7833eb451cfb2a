import type { Access } from 'payload'

/** The roles a staff account (the `users` collection) may have; see src/collections/Users.ts. */
export const staffRoles = ['admin', 'publisher', 'editor', 'privacy'] as const
export type StaffRole = (typeof staffRoles)[number]

type Principal = { collection?: string | null; role?: string | null } | null | undefined

/**
 * Whether a signed-in principal is a staff member: an account of the `users` collection with a staff role.
 * Named, not assumed from "someone is signed in", so a principal of any other kind (an API-key user, a
 * future auth collection) passes no staff check. Integrations never sign in to Payload at all: they hold
 * keys of their own (src/server/integration/keys.ts) that open only the integration API.
 */
export const isStaffUser = (user: Principal): boolean =>
  user?.collection === 'users' && staffRoles.includes(user.role as StaffRole)

/** Any signed-in staff member. */
export const isStaff: Access = ({ req }) => isStaffUser(req.user)

/** Whether a principal is a staff member with the administrator role. */
export const isAdminUser = (user: Principal): boolean => isStaffUser(user) && user?.role === 'admin'

/**
 * Whether a principal may publish drafted content (src/collections/drafts.ts): administrators and publishers.
 * Editors (and the personal-data officer) prepare drafts that a publisher lets go live.
 */
export const canPublishUser = (user: Principal): boolean =>
  isStaffUser(user) && (user?.role === 'admin' || user?.role === 'publisher')

/** Only administrators manage staff accounts. */
export const isAdmin: Access = ({ req }) => isAdminUser(req.user)

/** Shoppers see only enabled content; staff see everything. */
export const enabledOrStaff: Access = ({ req }) =>
  isStaffUser(req.user) ? true : { is_enabled: { equals: true } }

/** Reference data every visitor may read. */
export const anyone: Access = () => true

/** Administrators and the personal-data officer: the only staff who see signed agreements and signatures. */
export const canSeePersonalData = (user: Principal) =>
  isStaffUser(user) && (user?.role === 'admin' || user?.role === 'privacy')
export const isPersonalDataStaff: Access = ({ req }) => canSeePersonalData(req.user)
