// One route handler that returns a constant, rendered for every request.
export const dynamic = 'force-dynamic'

export function GET() {
  return new Response('ok')
}
