import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listStores, storeListCall } from '@/server/stores/stores'

export const GET = contractRoute(storeListCall, async ({ query }) => ok(await listStores(query)))
