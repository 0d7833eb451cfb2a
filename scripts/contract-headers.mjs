// The contract's identifying headers (spec §7), names and values from the environment as the README lists
// them: one definition for the server (src/server/contract/config.ts), the page cache and every caller the
// project runs itself (tests, benchmark).

/** Header names (lower case) and values, read from the environment when called. */
export function contractIdentity() {
  return {
    websiteKeyHeader: (process.env.WEBSITE_KEY_HEADER || 'x-website-key').toLowerCase(),
    websiteKey: process.env.WEBSITE_KEY || 'rumahloka-web-2026',
    companyCodeHeader: (process.env.COMPANY_CODE_HEADER || 'x-company-code').toLowerCase(),
    companyCode: process.env.COMPANY_CODE || 'RLN',
  }
}

/** The two headers every call sends, as a caller sets them. */
export function contractHeaders() {
  const c = contractIdentity()
  return { [c.websiteKeyHeader]: c.websiteKey, [c.companyCodeHeader]: c.companyCode }
}
