import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listStoreAreas, storeAreaCall } from '@/server/stores/stores'

export const GET = contractRoute(storeAreaCall, async () => ok(await listStoreAreas()))
