'use client'

/**
 * A stepped form's finished steps, kept in this tab's session storage so a reload resumes where the
 * shopper was. Only what the steps produced is kept (numbers typed, the masked address a code went to,
 * the short-lived proof); what a person types about themselves stays in memory, and nothing goes in the URL.
 */
export function loadFlow<T>(key: string, isValid: (v: unknown) => v is T): T | null {
  try {
    const raw = window.sessionStorage.getItem(key)
    const value: unknown = raw ? JSON.parse(raw) : null
    return isValid(value) ? value : null
  } catch {
    return null
  }
}

export function saveFlow(key: string, value: unknown | null) {
  try {
    if (value === null) window.sessionStorage.removeItem(key)
    else window.sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or blocked (private mode): the flow still works, it just does not survive a reload.
  }
}
