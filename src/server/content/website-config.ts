import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { type CallData, defineCall } from '../contract/call'
import { getPayloadClient } from '../payload'
import { findOne } from '../data/find'

export const websiteConfigCall = defineCall({
  method: 'GET',
  path: '/api/websiteconfig/get',
  tag: 'Content',
  query: z.object({
    config_name: requiredText('config_name', 80),
  }),
  summary: 'One named website setting, such as ref_no.',
  output: z.strictObject({ config_name: z.string(), value: z.string() }).meta({ id: 'WebsiteSetting' }),
  notFound: 'No setting has that name',
})

export async function getWebsiteConfig(name: string): Promise<CallData<typeof websiteConfigCall> | null> {
  const doc = await findOne('website-config', { config_name: { equals: name } })
  return doc ? { config_name: doc.config_name, value: doc.value } : null
}

/** Several settings at once, for pages that show company details. */
export async function getWebsiteConfigMap(names: string[]): Promise<Record<string, string>> {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'website-config',
    where: { config_name: { in: names } },
    limit: names.length,
    depth: 0,
    overrideAccess: true,
  })
  return Object.fromEntries(docs.map((d) => [d.config_name, d.value]))
}
