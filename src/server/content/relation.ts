/** A relationship Payload populated (an object), or null when it is only an id or empty. */
export const populated = <T extends object>(value: number | T | null | undefined): T | null => (value && typeof value === 'object' ? value : null)
