/**
 * The one rule for an e-mail address, used by the calls' and forms' zod schemas (browser and server) and by
 * the collections that store addresses, so nothing a form accepts is refused when stored. It is Payload's own
 * rule (no quotes, spaces or `..`, domain labels of letters, digits and inner hyphens, a top-level domain of
 * letters), within the lengths mail servers accept. International domains are typed in their xn-- form.
 */
const pattern =
  /^(?!.*\.\.)[\w!#$%&'*+/=?^`{|}~-](?:[\w!#$%&'*+/=?^`{|}~.-]*[\w!#$%&'*+/=?^`{|}~-])?@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i

export const isEmailAddress = (value: string): boolean =>
  value.length <= 254 && value.indexOf('@') <= 64 && pattern.test(value)
