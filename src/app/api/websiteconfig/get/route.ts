import { notFound, ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { getWebsiteConfig, websiteConfigCall } from '@/server/content/website-config'

export const GET = contractRoute(websiteConfigCall, async ({ query }) => {
  const config = await getWebsiteConfig(query.config_name)
  return config ? ok(config) : notFound(`No setting named ${query.config_name}`)
})
