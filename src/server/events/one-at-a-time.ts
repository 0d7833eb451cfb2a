/**
 * Work that takes or gives back seats of one event (registering, confirming) runs one at a time in this
 * process, so two requests cannot both take the last seats. Across instances the registrations' unique key
 * holds (src/collections/EventRegistrations.ts).
 */
const queues = new Map<number, Promise<unknown>>()
export function oneAtATime<T>(key: number, work: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(work, work)
  const tail = run.catch(() => undefined)
  queues.set(key, tail)
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key)
  })
  return run
}
