/**
 * Toasts (spec §3): a tiny store outside React so any code (the API client, a form) can raise one;
 * the Toasts component renders them. Default lifetime 5000 ms (spec §9).
 */
export type ToastType = 'success' | 'info' | 'error'
export type Toast = {
  id: number
  message: string
  type: ToastType
  /** Milliseconds before it disappears. */
  lifetime: number
  /** A map of field → message, shown as a list. */
  jsonMessage?: Record<string, string>
  /** Rich text; sanitized before it is rendered. */
  html?: string
}
export type ToastInput = Omit<Toast, 'id' | 'lifetime' | 'type'> & { type?: ToastType; lifetime?: number }

export const DEFAULT_TOAST_LIFETIME = 5000
export const LINK_COPY_TOAST_LIFETIME = 3000

type Listener = (toasts: Toast[]) => void
let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<Listener>()
const emit = () => listeners.forEach((l) => l(toasts))

export const toastStore = {
  push(input: ToastInput): number {
    const toast: Toast = { type: 'info', lifetime: DEFAULT_TOAST_LIFETIME, ...input, id: nextId++ }
    toasts = [...toasts, toast].slice(-5)
    emit()
    return toast.id
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener)
    listener(toasts)
    return () => listeners.delete(listener)
  },
  current: () => toasts,
}

export const toast = {
  success: (message: string, extra: Partial<ToastInput> = {}) =>
    toastStore.push({ ...extra, message, type: 'success' }),
  info: (message: string, extra: Partial<ToastInput> = {}) =>
    toastStore.push({ ...extra, message, type: 'info' }),
  error: (message: string, extra: Partial<ToastInput> = {}) =>
    toastStore.push({ ...extra, message, type: 'error' }),
}
