import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { withSecureCookies } from '@/server/security/secure-cookies'

// Staff sign in, refresh and sign out here: the session cookie is Secure whenever the site is on https.
export const GET = withSecureCookies(REST_GET(config))
export const POST = withSecureCookies(REST_POST(config))
export const DELETE = withSecureCookies(REST_DELETE(config))
export const PATCH = withSecureCookies(REST_PATCH(config))
export const PUT = withSecureCookies(REST_PUT(config))
export const OPTIONS = REST_OPTIONS(config)
