import type { Where } from 'payload'
import { z } from 'zod'

import { imageRef, imageSchema } from '../data/media'
import { type CallData, defineCall } from '../contract/call'
import { findBySlug, findPage } from '../data/find'
import { slugParam } from '../contract/fields'
import { listOutput, listParams } from '../data/list'
import { getPayloadClient } from '../payload'
import type { Category } from '@/payload-types'
import { populated } from '../data/relation'
import { cachedRead } from '../cache'
import { versionedIndex } from '../versioned-index'

const categoryRefSchema = z
  .strictObject({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'CategoryRef' })
export const categorySchema = z
  .strictObject({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    image: imageSchema.nullable(),
    parent: categoryRefSchema.nullable(),
  })
  .meta({ id: 'Category' })
type CategoryView = z.output<typeof categorySchema>

export const categoryListCall = defineCall({
  method: 'GET',
  path: '/api/category/list',
  tag: 'Catalogue',
  query: listParams.extend({
    parent: z
      .string()
      .trim()
      .max(120)
      .optional()
      .describe('A parent category slug, or "root" for the departments'),
  }),
  summary:
    'Product categories, a tree: departments (parent=root) and the categories under one (parent=slug).',
  output: listOutput('categories', categorySchema),
})

export const categoryDetailCall = defineCall({
  method: 'GET',
  path: '/api/category/detail',
  tag: 'Catalogue',
  query: z.object({ slug: slugParam }),
  summary: 'One category with its parent and children.',
  output: categorySchema.extend({ children: z.array(categorySchema) }).meta({ id: 'CategoryDetail' }),
  notFound: 'No enabled category has that slug',
})

const toView = (c: Category): CategoryView => {
  const up = populated(c.parent)
  const parent = up ? { id: up.id, name: up.name, slug: up.slug } : null
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description ?? null,
    image: imageRef(c.image),
    parent,
  }
}

export async function listCategories(
  query: z.infer<NonNullable<typeof categoryListCall.query>>,
): Promise<CallData<typeof categoryListCall>> {
  const where: Where[] = []
  if (query.parent === 'root') where.push({ parent: { exists: false } })
  else if (query.parent) where.push({ 'parent.slug': { equals: query.parent } })
  const { docs, info } = await findPage('categories', {
    where,
    page: query.page,
    page_size: query.page_size,
    is_enabled: query.is_enabled,
    sort: ['sort', 'id'],
  })
  return { categories: docs.map(toView), ...info }
}

export async function getCategory(slug: string): Promise<CallData<typeof categoryDetailCall> | null> {
  const doc = await findBySlug('categories', slug)
  if (!doc) return null
  const payload = await getPayloadClient()
  const children = await payload.find({
    collection: 'categories',
    where: { and: [{ parent: { equals: doc.id } }, { is_enabled: { equals: true } }] },
    sort: ['sort', 'id'],
    limit: 100,
    pagination: false,
    depth: 1,
    overrideAccess: true,
  })
  return { ...toView(doc), children: children.docs.map(toView) }
}

/** Parents walked at most from a category (a cycle staff made stops here). */
const CATEGORY_DEPTH = 6
type CategoryRef = z.output<typeof categoryRefSchema>

/** Every category's name, slug, parent and switch, kept in memory: a trail reads no database. */
const categoryNodes = versionedIndex(['categories'], async () => {
  const { docs } = await (
    await getPayloadClient()
  ).find({ collection: 'categories', depth: 0, pagination: false, overrideAccess: true })
  return new Map(docs.map((c: Category) => [c.id, c]))
})

/**
 * A category and its enabled parents, the department first: a page's breadcrumb. A disabled parent ends the
 * trail there.
 */
export async function categoryTrail(category: number | Category | null | undefined): Promise<CategoryRef[]> {
  const nodes = await categoryNodes()
  const trail: CategoryRef[] = []
  let next: number | Category | null | undefined = category
  for (let hop = 0; next && hop < CATEGORY_DEPTH; hop++) {
    const doc: Category | undefined = nodes.get(typeof next === 'object' ? next.id : next)
    if (!doc || doc.is_enabled === false || trail.some((c) => c.id === doc.id)) break
    trail.unshift({ id: doc.id, name: doc.name, slug: doc.slug })
    next = doc.parent
  }
  return trail
}

/** Top-level departments, cached for public pages. */
export const readDepartments = cachedRead(
  'site:departments',
  ['categories'],
  async () => (await listCategories({ parent: 'root', page: 1, page_size: 20, is_enabled: true })).categories,
)

/** A category's page: the category with its enabled children and its trail from the department down. */
export const readCategoryPage = cachedRead('site:category-page', ['categories'], async (slug: string) => {
  const category = await getCategory(slug)
  return category ? { ...category, trail: await categoryTrail(category.id) } : null
})
