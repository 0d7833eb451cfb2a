import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { warrantyDetailCall } from '@/server/warranty/schemas'
import { warrantyDetail } from '@/server/warranty/warranty'

export const POST = contractRoute(warrantyDetailCall, async ({ body }) => outcome(await warrantyDetail(body)))
