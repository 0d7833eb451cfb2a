/**
 * A choice between a few ways of doing one thing, as pill-shaped radio buttons (one name, native keyboard
 * use).
 */
export function RadioPills<V extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string
  options: readonly (readonly [V, string])[]
  value: V
  onChange: (value: V) => void
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map(([option, label]) => (
        <label
          key={option}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-sand-200 px-4 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300"
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="accent-brand-600"
          />
          {label}
        </label>
      ))}
    </div>
  )
}
