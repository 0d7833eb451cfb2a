import { test as base } from '@playwright/test'

/**
 * The end-to-end tests' `test`. Its pages say data saver is on (`navigator.connection.saveData`), so links
 * are not prefetched as they scroll into view (SmartLink, StaticLinks): a page at 1440 px asked for about 35
 * other pages' data, each a render on the server and a parse in the browser, in tests that never follow
 * those links (docs/testing.md, 2026-12-02). Everything else about the connection stays real.
 *
 * `test.use({ linkPrefetch: true })` keeps prefetching: the prefetch policy's own test, the walk of every
 * route shape (console errors and the policy checked with prefetching as shoppers have it) and the offline
 * tests (in-app navigations there may be answered from what was prefetched).
 */
export const test = base.extend<{ linkPrefetch: boolean }>({
  linkPrefetch: [false, { option: true }],
  context: async ({ context, linkPrefetch }, provide) => {
    if (!linkPrefetch)
      await context.addInitScript(() => {
        const info = (navigator as Navigator & { connection?: object }).connection
        if (info) Object.defineProperty(Object.getPrototypeOf(info), 'saveData', { get: () => true })
      })
    await provide(context)
  },
})
