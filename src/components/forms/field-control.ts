import type { FieldValues, Path, UseFormRegister } from 'react-hook-form'

import { inputClass } from './Field'

/**
 * Wires a form's inputs the one way every form does: the id its `Field` label points at, the react-hook-form
 * registration, `aria-invalid` while it has an error, the hint and error read out with it, and the error
 * border. `prefix` keeps ids unique when two forms share a page.
 */
export function fieldControl<T extends FieldValues>(
  prefix: string,
  register: UseFormRegister<T>,
  errorOf: (name: Path<T>) => string | undefined,
) {
  return (name: Path<T>, { hint = false }: { hint?: boolean } = {}) => {
    const error = errorOf(name)
    const id = `${prefix}-${name}`
    return {
      id,
      ...register(name),
      'aria-invalid': Boolean(error) || undefined,
      'aria-describedby': hint ? `${id}-hint ${id}-error` : `${id}-error`,
      className: inputClass(error),
    }
  }
}
