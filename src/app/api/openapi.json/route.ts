import { openApiDocument } from '@/server/contract/openapi'

/** The contract's OpenAPI 3.1 document (public: it describes the calls, not their data). */
export function GET() {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } })
}
