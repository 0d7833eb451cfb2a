import type { CollectionBeforeOperationHook, CollectionConfig, Field } from 'payload'

import { recordReadTags } from '../../server/read-tags'

const readOperations = new Set(['read', 'count', 'readDistinct'])

/**
 * The collections a join field of these fields reads: Payload fills joins in the same query, not through a
 * find of the joined collection, so no hook of that collection sees them.
 */
function joinedCollections(fields: Field[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'join') return [field.collection].flat()
    if (field.type === 'tabs') return field.tabs.flatMap((tab) => joinedCollections(tab.fields))
    if (field.type === 'blocks')
      return field.blocks.flatMap((block) =>
        typeof block === 'string' ? [] : joinedCollections(block.fields),
      )
    return 'fields' in field && Array.isArray(field.fields) ? joinedCollections(field.fields) : []
  })
}

/**
 * Every read of the collection through Payload's Local API tells the page being rendered that it shows the
 * collection (server/read-tags.ts), so a change to it drops that page from the page cache and a change to
 * anything else does not. Documents that a read fills in (relationships, uploads, links in rich text) are
 * read by Payload through a find of their own collection, which its hook records.
 */
export function withReadTags(collection: CollectionConfig): CollectionConfig {
  const tags = [collection.slug, ...joinedCollections(collection.fields)]
  const record: CollectionBeforeOperationHook = ({ operation }) => {
    if (readOperations.has(operation)) recordReadTags(tags)
  }
  return {
    ...collection,
    hooks: { ...collection.hooks, beforeOperation: [...(collection.hooks?.beforeOperation ?? []), record] },
  }
}
