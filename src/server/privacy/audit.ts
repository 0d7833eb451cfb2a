import type { CollectionAfterOperationHook, Payload, PayloadRequest } from 'payload'

export type AuditOperation = 'read' | 'create' | 'update' | 'delete' | 'export' | 'erase'

const operations: Record<string, AuditOperation> = {
  find: 'read',
  findByID: 'read',
  findVersions: 'read',
  findVersionByID: 'read',
  create: 'create',
  update: 'update',
  updateByID: 'update',
  delete: 'delete',
  deleteByID: 'delete',
}

/** The ids an operation's result holds: one document, or the page of a list / bulk change. */
export function idsOf(result: unknown): (string | number)[] {
  if (!result || typeof result !== 'object') return []
  const r = result as { id?: string | number; docs?: { id?: string | number }[] }
  if (Array.isArray(r.docs))
    return r.docs.map((d) => d?.id).filter((id): id is string | number => id !== undefined)
  return r.id !== undefined ? [r.id] : []
}

/**
 * Marks the page reads of a CSV export (src/server/staff/csv-export.ts), which records itself once as an
 * `export`.
 */
export const exportReads = 'auditedAsExport'

/** Records that a staff member read, changed, exported or erased personal data. */
export async function recordAudit(
  req: PayloadRequest,
  entry: { collection: string; ids: (string | number)[]; operation: AuditOperation; note?: string },
): Promise<void> {
  const user = req.user
  if (!user || user.collection !== 'users') return
  // A change (create, update, delete) holds a transaction, and with it a pooled PostgreSQL connection, until
  // its afterOperation hooks are done: the entry joins that transaction. Written on a connection of its own,
  // as many simultaneous changes as the pool has connections each waited for one more, and none came (found
  // by the integration tests on PostgreSQL: 20 staff writes at once hung). Joined, the entry commits or rolls
  // back with the change. A read holds no transaction: its entry is written on its own request, since
  // starting one on the caller's `req` mid-read would commit it early and lose relationships being populated.
  const joined = req.transactionID ? { req } : {}
  await req.payload.create({
    ...joined,
    collection: 'personal-data-audit',
    overrideAccess: true,
    depth: 0,
    data: {
      user: user.id as number,
      user_email: String(user.email ?? ''),
      collection_slug: entry.collection,
      operation: entry.operation,
      doc_ids: entry.ids.slice(0, 500).join(', '),
      doc_count: entry.ids.length,
      note: entry.note,
    },
  })
}

/**
 * afterOperation of every collection holding personal data: one entry per read (a list read is one entry
 * naming the ids on its page), create, change or deletion made by a staff member through the back-office or
 * its REST API, i.e.
 * under access control. The site's own reads and writes (the Local API with access overridden: contract
 * calls, hooks, the retention job) are not staff access and are not logged; the erasure and export tools log
 * themselves.
 */
export const auditPersonalData: CollectionAfterOperationHook = async ({
  collection,
  operation,
  overrideAccess,
  req,
  result,
}) => {
  const kind = operations[operation]
  if (!kind || overrideAccess || !req.user || req.user.collection !== 'users') return result
  if (req.context?.[exportReads]) return result
  const ids = idsOf(result)
  if (ids.length === 0) return result
  await recordAudit(req, {
    collection: collection.slug,
    ids,
    operation: kind,
    note: operation.startsWith('findVersion') ? 'versions' : undefined,
  })
  return result
}

/**
 * Records that a retailer's system read personal data through its integration key (the event feed): the same
 * log as staff reads, naming the integration (and its name at the time) instead of a staff account. One
 * entry per page read, naming the ids on it that carry personal data.
 */
export async function recordIntegrationRead(
  payload: Payload,
  integration: { id: number; name: string },
  entry: { collection: string; ids: (string | number)[]; note?: string },
): Promise<void> {
  await payload.create({
    collection: 'personal-data-audit',
    overrideAccess: true,
    depth: 0,
    data: {
      integration: integration.id,
      integration_name: integration.name,
      collection_slug: entry.collection,
      operation: 'read',
      doc_ids: entry.ids.slice(0, 500).join(', '),
      doc_count: entry.ids.length,
      note: entry.note,
    },
  })
}
