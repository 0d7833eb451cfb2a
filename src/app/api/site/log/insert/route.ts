import { ok } from '@/server/contract/envelope'
import { contractRoute } from '@/server/contract/route'
import { countVisit, jakartaDay, notCounted, visitLogCall, visitPath, type VisitAnswer } from '@/server/visits/visits'

// A view that is not counted is still a 200: the beacon is fire-and-forget, and a refusal would only fill consoles.
export const POST = contractRoute(visitLogCall, async ({ body, request, client }) => {
  const path = visitPath(body.path)
  const now = new Date()
  const day = jakartaDay(now)
  const answer: VisitAnswer = (await notCounted(path, request.headers, client))
    ? { path, day, counted: false, count: null }
    : { path, day, counted: true, count: await countVisit(path, now) }
  return ok(answer)
})
