import type { Access } from 'payload'

/** Any signed-in staff member. */
export const isStaff: Access = ({ req }) => Boolean(req.user)

/** Only administrators manage staff accounts. */
export const isAdmin: Access = ({ req }) => req.user?.role === 'admin'

/** Shoppers see only enabled content; staff see everything. */
export const enabledOrStaff: Access = ({ req }) => (req.user ? true : { is_enabled: { equals: true } })

/** Reference data every visitor may read. */
export const anyone: Access = () => true

/** Administrators and the personal-data officer: the only staff who see signed agreements and signatures. */
export const canSeePersonalData = (user: { role?: string | null } | null | undefined) =>
  user?.role === 'admin' || user?.role === 'privacy'
export const isPersonalDataStaff: Access = ({ req }) => canSeePersonalData(req.user)
