import { contractIdentity } from '../../../scripts/contract-headers.mjs'
import { publishedSecrets } from '../../../scripts/published-secrets.mjs'
import { resolveSecret, secretFileName } from '@/lib/secret'

type SecretName = keyof typeof publishedSecrets
const secrets = new Map<SecretName, string>()

/**
 * A contract secret: the variable when set; in production otherwise one generated into DATA_DIR (read it
 * there, or set your own); in development the README's value. Read on first use, not at build time.
 */
function contractSecret(name: SecretName): string {
  const known = secrets.get(name)
  if (known) return known
  const value =
    process.env[name] ||
    (process.env.NODE_ENV === 'production'
      ? resolveSecret(name, secretFileName(name))
      : publishedSecrets[name])
  secrets.set(name, value)
  return value
}

/** Contract header names and values, from configuration (README lists them). */
export const contractConfig = {
  ...contractIdentity(),
  businessUnitHeader: (process.env.BUSINESS_UNIT_HEADER || 'x-business-unit').toLowerCase(),
  businessUnit: 'HCI',
  siteCodeHeader: (process.env.SITE_CODE_HEADER || 'x-site-code').toLowerCase(),
  /** Value of the Intranet header that receipt calls need (they stand for an in-store system). */
  get intranetKey() {
    return contractSecret('INTRANET_KEY')
  },
  selfServiceClientId: process.env.SELFSERVICE_CLIENT_ID || 'rumahloka-web',
  get selfServiceClientSecret() {
    return contractSecret('SELFSERVICE_CLIENT_SECRET')
  },
  /** Minutes a self-service token lives. */
  selfServiceTokenMinutes: Number(process.env.SELFSERVICE_TOKEN_MINUTES || 15),
}
