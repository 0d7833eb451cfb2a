/** What a domain service answers a person: data and a message, or a refusal they can read. */
export type Outcome<T> = { ok: true; data: T; message: string } | { ok: false; message: string }
