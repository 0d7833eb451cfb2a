/**
 * Runs `work` and answers no sooner than `ms` after it started, with a little jitter: for answers that must
 * not tell, by how long they took, which path they went (a known address does less work than a new one). Only
 * as good as `ms` is above the slow path; under heavy load the slow path can still take longer.
 */
export async function noSoonerThan<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  try {
    return await work()
  } finally {
    const left = ms + Math.random() * 10 - (performance.now() - started)
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left))
  }
}
