/** The longest long work (an import, the search index catching up) runs before it lets requests through. */
const sliceMs = 25
let sliceStarted = performance.now()

/**
 * The embedded database answers on this thread, so a long run of reads and writes resolves without the event
 * loop ever turning: a file of 50,000 rows held every other request until it was done (measured: the cached
 * home answered nothing for 84 s). Called between steps, this turns the loop once every 25 ms of work, so
 * what waits is answered; turning it after every step made an import slower for nothing.
 */
export async function shareTheThread() {
  if (performance.now() - sliceStarted < sliceMs) return
  await new Promise((resolve) => setImmediate(resolve))
  sliceStarted = performance.now()
}
