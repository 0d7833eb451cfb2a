import { outcome } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { createPdpAgreement } from '@/server/selfservice/agreements'
import { pdpAgreementCall } from '@/server/selfservice/schemas'
import { contractConfig } from '@/server/contract/config'

export const POST = contractRoute(pdpAgreementCall, async ({ body, request }) =>
  outcome(
    await createPdpAgreement(body, `self-service ${request.headers.get(contractConfig.siteCodeHeader)}`),
  ),
)
