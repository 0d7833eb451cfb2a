import { z } from 'zod'

import { defineCall } from '../contract/call'
import { findPage } from '../contract/find'
import { listParams } from '../contract/list'

export const socialListCall = defineCall({
  method: 'POST', path: '/api/socmed/list', tag: 'Content', body: listParams,
  summary: 'The retailer\'s social-media accounts, in staff order.',
  answer: '{ socmed: SocialLink[], total, page, page_size, total_page }',
})

export async function listSocialLinks(body: z.infer<typeof listParams>) {
  const { docs, info } = await findPage('social-links', { page: body.page, page_size: body.page_size, is_enabled: body.is_enabled, sort: ['sort', 'id'], depth: 0 })
  return { socmed: docs.map((s) => ({ id: s.id, platform: s.platform, name: s.name, url: s.url })), ...info }
}
