import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { findVillages } from '@/server/warranty/postal'
import { postalCall } from '@/server/warranty/schemas'

export const GET = contractRoute(postalCall, async ({ query }) => ok(await findVillages(query.kelurahan)))
