import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { claimWarrantyCall } from '@/server/warranty/schemas'
import { claimWarranty } from '@/server/warranty/warranty'

export const POST = contractRoute(claimWarrantyCall, async ({ body }) => outcome(await claimWarranty(body)))
