// Next.js runs register() once as the server starts, before it takes any request.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { rememberStartContext } = await import('./server/async-context')
  rememberStartContext()
}
