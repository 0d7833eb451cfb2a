import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { validateWarrantyCall } from '@/server/warranty/schemas'
import { validateWarranty } from '@/server/warranty/warranty'

export const POST = contractRoute(validateWarrantyCall, async ({ body }) =>
  outcome(await validateWarranty(body)),
)
