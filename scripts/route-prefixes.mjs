// Route prefixes that both the page cache in front of Next.js (scripts/page-cache.mjs) and robots.txt
// (src/app/robots.ts) decide on: one list each, so a new route of one kind is added in one place.

/** The back-office and its REST API: per staff session, never cached, never indexed. */
export const backOfficePrefixes = ['/admin', '/cms-api']

/**
 * The integration API (issue 39): the retailer's systems with their keys. Never cached here nor in front
 * (every answer is `private, no-store`), never indexed.
 */
export const integrationPrefixes = ['/integration']

/** Pages opened from a customer's signed link (src/server/trust/customer-links.ts): one person's data. */
export const customerLinkPrefixes = ['/refund', '/voucher-claim', '/detail_receipt']

/**
 * Form pages rendered per visitor (a self-service token, a pre-filled warranty form): not cached, but
 * indexed.
 */
export const perVisitorFormPrefixes = ['/self-service', '/claim', '/register']

/** Families of the contract API (spec §7); tests/unit/route-prefixes.test.ts checks every call is in one. */
export const contractPrefixes = [
  '/api',
  '/apiwarranty',
  '/apiselfservice',
  '/apirefund',
  '/apireceipt',
  '/apivoucher',
  '/apiverify',
]

/** Pages for the app's web view: served and cached, never indexed. */
export const unlistedPrefixes = ['/mobile']

/**
 * Pages opened from a link in an e-mail (a confirmation, an unsubscribe): their address carries a code or a
 * proof, which the page puts in its form, so neither this cache nor one in front keeps them; never indexed.
 */
export const confirmationLinkPrefixes = ['/konfirmasi-newsletter', '/konfirmasi-event', '/berhenti-langganan']

/** Whether a path is a prefix or under it. */
export const isUnder = (path, prefixes) => prefixes.some((p) => path === p || path.startsWith(`${p}/`))

/**
 * What robots.txt keeps search engines out of: the back-office, the API, personal links and unlisted pages. A
 * trailing slash keeps '/api/' from also matching a page such as '/apikasi'.
 */
export const robotsDisallow = [
  ...backOfficePrefixes,
  ...integrationPrefixes,
  ...[...contractPrefixes, ...customerLinkPrefixes].map((p) => `${p}/`),
  ...unlistedPrefixes,
  ...confirmationLinkPrefixes,
]
