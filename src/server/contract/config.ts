/** Contract header names and values, from configuration (README lists them). */
export const contractConfig = {
  websiteKeyHeader: (process.env.WEBSITE_KEY_HEADER || 'x-website-key').toLowerCase(),
  websiteKey: process.env.WEBSITE_KEY || 'rumahloka-web-2026',
  companyCodeHeader: (process.env.COMPANY_CODE_HEADER || 'x-company-code').toLowerCase(),
  companyCode: process.env.COMPANY_CODE || 'RLN',
  businessUnitHeader: (process.env.BUSINESS_UNIT_HEADER || 'x-business-unit').toLowerCase(),
  businessUnit: 'HCI',
  siteCodeHeader: (process.env.SITE_CODE_HEADER || 'x-site-code').toLowerCase(),
  /** Value of the Intranet header that receipt calls need (they stand for an in-store system). */
  intranetKey: process.env.INTRANET_KEY || 'rumahloka-intranet-2026',
  selfServiceClientId: process.env.SELFSERVICE_CLIENT_ID || 'rumahloka-web',
  selfServiceClientSecret: process.env.SELFSERVICE_CLIENT_SECRET || 'selfservice-demo-secret-2026',
  /** Minutes a self-service token lives. */
  selfServiceTokenMinutes: Number(process.env.SELFSERVICE_TOKEN_MINUTES || 15),
}
