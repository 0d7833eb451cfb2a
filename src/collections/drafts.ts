import {
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type Field,
  type CollectionConfig,
  APIError,
  type Where,
} from 'payload'

import { inPreview } from '../server/preview/context'
import { previewLinkEndpoint } from '../server/preview/share'
import { schedulePublishEndpoint } from './endpoints/schedule-publish'
import { canPublishUser, isStaffUser } from './access'

/**
 * The Local API context of a server read that must see every document whatever its status (the seed looking
 * for what it made before, the dashboard's schedule): it reads the documents themselves, not their drafts.
 */
export const everyStatus = { everyStatus: true } as const

/** What shoppers may read of a drafted collection: published documents only. */
export const publishedOnly: Where = { _status: { equals: 'published' } }

const withPublished = (where: Where | undefined): Where =>
  where ? { and: [where, publishedOnly] } : publishedOnly

/**
 * The refusal of a save only a publisher may make. Named, so Payload's error formatter passes the message on
 * (in the built server the class's own name is lost and the answer would be "An unknown error occurred."), as
 * collections/PostalCodes.ts does.
 */
const draftsOnly = () =>
  Object.assign(
    new APIError(
      'Editors save drafts only (Save draft, ?draft=true): publishing, unpublishing, restoring as published ' +
        'and saving live content are for publishers and administrators.',
      403,
      null,
      true,
    ),
    { name: 'DraftsOnly' },
  )

/**
 * The rules of a collection whose content staff draft before shoppers see it (docs/back-office.md, "Drafts"):
 *
 * - Reads by anyone but staff see published documents only, whatever asks: the public pages, the contract
 *   API, the sitemap and the caches all read through Payload's Local API with access overridden, so the
 *   rule is a hook on the operation, not (only) an access rule. A request holding a valid preview cookie
 *   (server/preview) reads the latest drafts instead.
 * - A save without `draft` publishes, as every save did before drafts (so the seed, the integration API and
 *   scripts are unchanged); Payload's own default would make it a draft.
 * - Staff who may not publish (editors) save drafts only: any save that would change what shoppers read (a
 *   publish, an unpublish, a plain save) is refused.
 * - A draft save changes nothing public: it is marked so the cache hooks drop nothing (autosave writes every
 *   few seconds while someone types).
 */
const draftRules: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'read' || operation === 'count' || operation === 'readDistinct') {
    if (isStaffUser(req.user) || req.context.everyStatus) return args
    if (inPreview()) return { ...args, draft: true }
    const { where } = args as { where?: Where }
    return { ...args, draft: false, where: withPublished(where) }
  }
  const mayPublish = !isStaffUser(req.user) || canPublishUser(req.user)
  // Restoring a version without `draft` writes it over the live document (a draft version unpublishes it).
  if (operation === 'restoreVersion' && !mayPublish && !args.draft) throw draftsOnly()
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args.data ?? {}) as { _status?: string }
  const flags = args as { publishAllLocales?: boolean; unpublishAllLocales?: boolean }
  // The all-locales flags rewrite the latest version in place, the published one included.
  const draft =
    Boolean(args.draft) &&
    data._status !== 'published' &&
    !flags.publishAllLocales &&
    !flags.unpublishAllLocales
  if (!mayPublish && !draft) throw draftsOnly()
  if (operation === 'create' && !args.draft && data._status === undefined)
    (args as { data: unknown }).data = { ...data, _status: 'published' }
  if (draft) req.context.draftSave = true
  return args
}

/**
 * Who saved each version: set on every save from the signed-in staff member (a client cannot name someone
 * else), empty for the server's own writes (the seed, scripts). A scheduled publish runs as the staff member
 * who scheduled it. Staff read it; visitors of the REST API do not learn staff account ids.
 */
const editedByField: Field = {
  name: 'edited_by',
  type: 'relationship',
  relationTo: 'users',
  label: 'Edited by',
  access: { read: ({ req }) => isStaffUser(req.user) },
  admin: { position: 'sidebar', readOnly: true, description: 'Who saved this version (see Versions).' },
}

const recordEditor: CollectionBeforeChangeHook = ({ data, req }) => ({
  ...data,
  edited_by: isStaffUser(req.user) ? req.user!.id : null,
})

/** Staff who may publish (administrators, publishers) change anything; other staff only drafts. */
const draftOrPublisher: Access = ({ req, data }) =>
  canPublishUser(req.user) ||
  (isStaffUser(req.user) && (data as { _status?: string } | undefined)?._status !== 'published')

/** Publishers delete; other staff only what was never published (or was unpublished). */
const deleteUnpublishedOrPublisher: Access = ({ req }) =>
  canPublishUser(req.user) ? true : isStaffUser(req.user) ? { _status: { not_equals: 'published' } } : false

const previewUrl = (path: string | null) => (path ? `/api/preview?path=${encodeURIComponent(path)}` : null)

/** Where staff open a document as shoppers will see it (src/app/api/preview), or null for none. */
export type PreviewPath = (doc: Record<string, unknown>) => string | null

/**
 * A collection with drafts, versions, autosave and scheduled publishing (Payload's jobs queue), and the rules
 * above. `previewPath` names the page that shows a document.
 */
export function withDrafts(collection: CollectionConfig, previewPath: PreviewPath): CollectionConfig {
  const read = collection.access?.read
  return {
    ...collection,
    versions: {
      maxPerDoc: 50,
      drafts: { autosave: { interval: 2000 }, schedulePublish: true, validate: false },
    },
    access: {
      ...collection.access,
      read: async (args) => {
        const allowed = read ? await read(args) : true
        if (isStaffUser(args.req.user) || allowed === false) return allowed
        return allowed === true ? publishedOnly : { and: [allowed, publishedOnly] }
      },
      readVersions: ({ req }) => isStaffUser(req.user),
      create: draftOrPublisher,
      update: draftOrPublisher,
      delete: deleteUnpublishedOrPublisher,
    },
    admin: {
      ...collection.admin,
      preview: (doc) => previewUrl(previewPath(doc)),
      // Payload's live preview: the page in a frame beside the form, at a phone's and a desktop's width,
      // rendered again on each (auto)save (components/layout/LivePreviewRefresh.tsx).
      livePreview: {
        url: ({ data }) => previewUrl(previewPath(data as Record<string, unknown>)) ?? previewUrl('/')!,
        breakpoints: [
          { label: 'Phone 360', name: 'phone-360', width: 360, height: 740 },
          { label: 'Phone 412', name: 'phone-412', width: 412, height: 915 },
          { label: 'Desktop 1440', name: 'desktop-1440', width: 1440, height: 900 },
        ],
      },
    },
    hooks: {
      ...collection.hooks,
      beforeOperation: [...(collection.hooks?.beforeOperation ?? []), draftRules],
      beforeChange: [...(collection.hooks?.beforeChange ?? []), recordEditor],
    },
    endpoints: [
      ...(collection.endpoints || []),
      previewLinkEndpoint(collection.slug, previewPath),
      schedulePublishEndpoint(collection.slug),
    ],
    fields: [
      ...collection.fields,
      editedByField,
      {
        name: 'sharePreview',
        type: 'ui',
        admin: { position: 'sidebar', components: { Field: '/components/admin/SharePreview#SharePreview' } },
      },
    ],
  }
}
