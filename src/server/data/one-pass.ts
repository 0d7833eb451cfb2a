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
