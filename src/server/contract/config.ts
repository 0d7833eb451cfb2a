/** Contract header names and values, from configuration (README lists them). */
export const contractConfig = {
  websiteKeyHeader: (process.env.WEBSITE_KEY_HEADER || 'x-website-key').toLowerCase(),
  websiteKey: process.env.WEBSITE_KEY || 'rumahloka-web-2026',
  companyCodeHeader: (process.env.COMPANY_CODE_HEADER || 'x-company-code').toLowerCase(),
  companyCode: process.env.COMPANY_CODE || 'RLN',
  businessUnitHeader: (process.env.BUSINESS_UNIT_HEADER || 'x-business-unit').toLowerCase(),
  businessUnit: 'HCI',
  siteCodeHeader: (process.env.SITE_CODE_HEADER || 'x-site-code').toLowerCase(),
}
