import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { ecatalogueListCall, listEcatalogues } from '@/server/content/promotions'

export const GET = contractRoute(ecatalogueListCall, async ({ query }) => ok(await listEcatalogues(query)))
