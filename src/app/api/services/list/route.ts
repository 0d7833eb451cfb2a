import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listServices, serviceListCall } from '@/server/content/services'

export const GET = contractRoute(serviceListCall, async ({ query }) => ok(await listServices(query)))
