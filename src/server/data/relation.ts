/** A relationship Payload populated (an object), or null when it is only an id or empty. */
export const populated = <T extends object>(value: number | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null

/** The populated records of a has-many relationship (ids left unpopulated are skipped). */
export const populatedList = <T extends object>(values: (number | T)[] | null | undefined): T[] =>
  (values ?? []).map((v) => populated(v)).filter((v): v is T => v !== null)

/** The id of a relationship, populated or not. */
export function relationId(value: number | { id: number }): number
export function relationId(value: number | { id: number } | null | undefined): number | undefined
export function relationId(value: number | { id: number } | null | undefined): number | undefined {
  return value && typeof value === 'object' ? value.id : (value ?? undefined)
}
