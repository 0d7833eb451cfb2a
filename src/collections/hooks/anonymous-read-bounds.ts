import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'

import { isStaffUser } from '../access'

/** What an anonymous REST read of /cms-api may ask for: one page of 100, relations two levels deep. */
export const anonymousReadBounds = { limit: 100, depth: 2 } as const

/**
 * A page size within the bound: 0, negative (Payload reads `limit=-1` as "no limit") or anything but a whole
 * number asks for the bound itself.
 */
export const boundedLimit = (limit: unknown) =>
  typeof limit === 'number' && Number.isInteger(limit) && limit >= 1
    ? Math.min(limit, anonymousReadBounds.limit)
    : anonymousReadBounds.limit

/**
 * Visitors read the site through the contract API (spec §7), which pages and caches its own answers; the
 * back-office's REST API stays open for published content but cannot be asked for a whole collection
 * (limit=0, pagination=false) or a deep graph (depth=10). Staff sessions and the server's own Local API
 * calls (no REST request) are not bounded.
 */
const boundAnonymousReads: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'read' || req.payloadAPI !== 'REST' || isStaffUser(req.user)) return args
  const { limit, depth } = args as { limit?: number; depth?: number }
  return {
    ...args,
    limit: boundedLimit(limit),
    pagination: true,
    depth: depth === undefined ? depth : Math.min(Math.max(0, depth), anonymousReadBounds.depth),
  }
}

export const withAnonymousReadBounds = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  hooks: {
    ...collection.hooks,
    beforeOperation: [boundAnonymousReads, ...(collection.hooks?.beforeOperation ?? [])],
  },
})
