/**
 * A write a unique index refused: the driver's own message (SQLite's or PostgreSQL's), or Payload's
 * ValidationError, whose field error says "Value must be unique" (its class name does not survive the build's
 * minifier, so the error is known by its field errors).
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as Failure | undefined, depth = 0; e && depth < 5; e = e.cause as Failure, depth++) {
    if (/unique|duplicate key/i.test(String(e.message ?? e))) return true
    if (e.data?.errors?.some((f) => /unique/i.test(f.message ?? ''))) return true
  }
  return false
}
type Failure = { message?: string; cause?: unknown; data?: { errors?: { message?: string }[] } }
