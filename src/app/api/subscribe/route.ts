import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { subscribe, subscribeCall } from '@/server/newsletter/subscribe'

export const POST = contractRoute(subscribeCall, async ({ body }) => outcome(await subscribe(body.email)))
