import { useSyncExternalStore } from 'react'

const noSubscription = () => () => {}

/**
 * False in the server's render and during hydration, true after: for parts that only matter once scripts
 * run, so the server leaves them out of every document without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
