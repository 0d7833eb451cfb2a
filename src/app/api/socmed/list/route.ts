import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { listSocialLinks, socialListCall } from '@/server/content/social'

export const POST = contractRoute(socialListCall, async ({ body }) => ok(await listSocialLinks(body)))
