import { APIError } from 'payload'

/**
 * An error of a back-office hook whose message the person signing in reads. Payload's error formatter passes
 * the message on when the error is its APIError (`instanceof`) or else has a name; a build whose chunks hold
 * their own copy of Payload's classes, with class names minified away, fails both and answers "An unknown
 * error occurred." (it did, after an unrelated change moved chunks), so the name is set here.
 */
export const publicError = (message: string, status: number, data: Record<string, unknown>) =>
  Object.assign(new APIError(message, status, data, true), { name: 'APIError' })
