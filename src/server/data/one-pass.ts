import { outsideRequest } from '../async-context'

/** What one pass over a queue did: how many rows it sent, and whether it left some behind (a full batch). */
export type Pass = { sent: number; more: boolean }

/**
 * A queue's delivery as passes run one at a time in this process (the Outbox's e-mail, webhook deliveries):
 * a call during a pass asks for another pass right after it, not at the next poll, and is answered with the
 * running pass's total; so is a pass that left rows behind. Resolves to how many went out.
 */
export function onePassAtATime<A extends unknown[]>(pass: (...args: A) => Promise<Pass>) {
  let running: Promise<number> | null = null
  let again = false
  return (...args: A): Promise<number> => {
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      let sent = 0
      do {
        again = false
        const done = await pass(...args)
        sent += done.sent
        if (done.more) again = true
      } while (again)
      return sent
    })().finally(() => (running = null))
    return running
  }
}

/**
 * When to try again after `attempts` failed attempts: the `steps`, in units of `baseSeconds`, are the pauses
 * before the 1st, 2nd, … retry; null once they are spent (time to give up).
 */
export function retryAt(
  steps: readonly number[],
  baseSeconds: number,
  attempts: number,
  now: Date,
): Date | null {
  const step = steps[attempts - 1]
  return step === undefined ? null : new Date(now.getTime() + step * baseSeconds * 1000)
}

/**
 * Runs a queue's delivery every `everyMs` (retries, and rows queued before a restart): outside the request
 * that may have started it, which the timer must not keep (async-context.ts), and without keeping the
 * process alive. A failed pass is logged as `[label] delivery failed`.
 */
export function pollEvery(everyMs: number, label: string, deliver: () => Promise<unknown>): NodeJS.Timeout {
  const timer = outsideRequest(() =>
    setInterval(
      () => void deliver().catch((error) => console.error(`[${label}] delivery failed`, error)),
      everyMs,
    ),
  )
  timer.unref()
  return timer
}
