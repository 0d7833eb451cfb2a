/**
 * A place inside a multi-step write where the crash test (tests/integration/crash-writes.test.ts) kills the
 * process outright, to prove that repeating the request completes the write. Compiled in, and switched on
 * only by TEST_CRASH_AT naming the point: no production setting reaches it.
 */
export function crashPoint(name: string): void {
  if (process.env.TEST_CRASH_AT !== name) return
  console.error(`[crash-point] ${name}: killing the process (TEST_CRASH_AT)`)
  process.kill(process.pid, 'SIGKILL')
}

/**
 * A place where a test makes a request fail as a fault would (an error thrown), switched on only by
 * TEST_FAIL_AT naming it: tests/integration/error-page.test.ts opens a page that fails to render.
 */
export function failPoint(name: string): void {
  if (process.env.TEST_FAIL_AT === name) throw new Error(`[fail-point] ${name} (TEST_FAIL_AT)`)
}
