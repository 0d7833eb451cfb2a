// Next.js runs register() once as the server starts, before it takes any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { rememberStartContext } = await import('./server/async-context')
  rememberStartContext()
  // Other instances' staff edits, over Redis when REDIS_URL is set.
  const { listenForChanges } = await import('./server/cache-sync')
  listenForChanges()
  // For scripts/serve.mjs's graceful shutdown, which runs outside the app's modules.
  const { closeConnections } = await import('./server/lifecycle')
  ;(
    globalThis as typeof globalThis & { __rumahLokaCloseConnections?: () => Promise<void> }
  ).__rumahLokaCloseConnections = closeConnections
  // For scripts/serve.mjs, which gives pages their security headers before Next.js sees them.
  const { pageSecurity } = await import('./server/security/page-security')
  ;(
    globalThis as typeof globalThis & { __rumahLokaPageSecurity?: typeof pageSecurity }
  ).__rumahLokaPageSecurity = pageSecurity
}
