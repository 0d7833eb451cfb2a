import { z } from 'zod'

import { type CallData, defineCall } from '../contract/call'
import { findPage } from '../data/find'
import { listOutput, listParams } from '../data/list'

const socialLinkSchema = z
  .strictObject({
    id: z.number().int(),
    platform: z.enum(['instagram', 'facebook', 'tiktok', 'youtube', 'twitter', 'pinterest', 'whatsapp']),
    name: z.string(),
    url: z.string(),
  })
  .meta({ id: 'SocialLink' })

export const socialListCall = defineCall({
  method: 'POST',
  path: '/api/socmed/list',
  tag: 'Content',
  body: listParams,
  summary: "The retailer's social-media accounts, in staff order.",
  output: listOutput('socmed', socialLinkSchema),
})

export async function listSocialLinks(
  body: z.infer<typeof listParams>,
): Promise<CallData<typeof socialListCall>> {
  const { docs, info } = await findPage('social-links', {
    page: body.page,
    page_size: body.page_size,
    is_enabled: body.is_enabled,
    sort: ['sort', 'id'],
    depth: 0,
  })
  return { socmed: docs.map((s) => ({ id: s.id, platform: s.platform, name: s.name, url: s.url })), ...info }
}
