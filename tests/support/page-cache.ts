/**
 * Asks until every page is kept, twice 2.5 s apart. Earlier writes may still be dropping pages, as they
 * should: an earlier file's product images still arriving drop the pages that show pictures, and on
 * PostgreSQL a write moves its tags again 2 s later (collections/hooks/revalidate.ts, settledAfterMs). A
 * check that a page stays cached starts after them. `caches` answers each page's x-page-cache header.
 */
export async function untilKept(caches: () => Promise<(string | null)[]>): Promise<void> {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
  const allKept = async () => (await caches()).every((cache) => cache === 'HIT')
  for (let tries = 0; tries < 40; tries++) {
    if ((await allKept()) && (await pause(2500), await allKept())) return
    await pause(500)
  }
}
