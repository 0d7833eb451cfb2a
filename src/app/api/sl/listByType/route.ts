import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listSelections, selectionListCall } from '@/server/content/selections'

export const POST = contractRoute(selectionListCall, async ({ body }) => ok(await listSelections(body)))
