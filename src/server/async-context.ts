import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A timer keeps the async context it was created in until it fires: during a request, that is Next's request
 * stores, and through them the request, its response and its render. State that outlives requests and runs
 * timers of its own (the in-memory rate-limit windows, up to an hour each; the mail loop) is therefore
 * touched from the context the server started in. Without this, a burst from many addresses kept thousands of
 * finished requests (hundreds of MB) alive until their windows ended (tests/integration/fuzz.test.ts measures
 * it).
 */
type RunInContext = <R>(fn: () => R) => R
const g = globalThis as typeof globalThis & { __rumahLokaStartContext?: RunInContext }

/** Called once as the server starts, before any request (src/instrumentation.ts). */
export function rememberStartContext(): void {
  g.__rumahLokaStartContext ??= AsyncLocalStorage.snapshot()
}

/** Runs `fn` in the start context when there is one (a production or dev server), else where it is. */
export function outsideRequest<R>(fn: () => R): R {
  const run = g.__rumahLokaStartContext
  return run ? run(fn) : fn()
}
