import { z } from 'zod'

import { requiredText } from '@/server/contract/fields'

import { type CallData, defineCall } from '../contract/call'
import { findPage } from '../data/find'
import { listOutput, listParams } from '../data/list'

const selectionSchema = z
  .strictObject({
    id: z.number().int(),
    type: z.string(),
    description: z.string(),
    link: z.string().describe('Empty when none'),
    value: z.string().describe('Empty when none'),
  })
  .meta({ id: 'Selection' })

export const selectionListCall = defineCall({
  method: 'POST',
  path: '/api/sl/listByType',
  tag: 'Content',
  body: listParams.extend({
    type: requiredText('type', 60),
  }),
  summary:
    'Configurable list entries of one type: FE_HEADER, FE_FOOTER_MENU_1, FE_FOOTER_MENU_2, FE_FLOATING_WA_NO…',
  output: listOutput('selections', selectionSchema),
})

export async function listSelections(
  body: z.infer<NonNullable<typeof selectionListCall.body>>,
): Promise<CallData<typeof selectionListCall>> {
  const { docs, info } = await findPage('selections', {
    where: [{ type: { equals: body.type } }],
    page: body.page,
    page_size: body.page_size,
    is_enabled: body.is_enabled,
    sort: ['sort', 'id'],
  })
  return {
    selections: docs.map((s) => ({
      id: s.id,
      type: s.type,
      description: s.description,
      link: s.link ?? '',
      value: s.value ?? '',
    })),
    ...info,
  }
}
