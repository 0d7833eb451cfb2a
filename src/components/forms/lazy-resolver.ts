import type { FieldValues, Resolver } from 'react-hook-form'
import type { ZodType } from 'zod'

type LazyResolver<Input extends FieldValues, Output> = {
  resolver: Resolver<Input, unknown, Output>
  /** The form's ref: starts the load when focus first enters the form, ahead of the first check. */
  preloadOnFocus: (form: HTMLFormElement | null) => (() => void) | undefined
}

/**
 * A react-hook-form resolver for a zod schema that loads zod, the schema and the resolver (about 38 KB
 * Brotli) when the form first needs them, not with the page: forms check a field when it is left, so a load
 * started as focus enters the form (`ref={preloadOnFocus}`) has them ready by then. `load` must
 * import the schema dynamically.
 *
 * If the code cannot load (offline), the values pass unchecked: the submit then meets the connection's own
 * error, and the server checks every field again anyway. A later check tries the load again.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<ZodType<Output, Input>>,
): LazyResolver<Input, Output> {
  let ready: Promise<Resolver<Input, unknown, Output>> | null = null
  const resolverNow = () =>
    (ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        ready = null
        throw error
      },
    ))
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>
    try {
      resolve = await resolverNow()
    } catch {
      return { values: values as unknown as Output, errors: {} }
    }
    return resolve(values, context, options)
  }
  const preloadOnFocus = (form: HTMLFormElement | null) => {
    if (!form) return
    const preload = () => void resolverNow().catch(() => undefined)
    form.addEventListener('focusin', preload, { once: true })
    return () => form.removeEventListener('focusin', preload)
  }
  return { resolver, preloadOnFocus }
}
