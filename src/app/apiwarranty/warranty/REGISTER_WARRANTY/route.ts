import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { registerWarrantyCall } from '@/server/warranty/schemas'
import { registerWarranty } from '@/server/warranty/warranty'

export const POST = contractRoute(registerWarrantyCall, async ({ body }) =>
  outcome(await registerWarranty(body)),
)
