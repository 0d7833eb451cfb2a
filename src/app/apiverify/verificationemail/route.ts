import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { verifyEmailCall } from '@/server/verify/schemas'
import { verifyEmail } from '@/server/verify/email'

export const POST = contractRoute(verifyEmailCall, async ({ body }) => outcome(await verifyEmail(body)))
