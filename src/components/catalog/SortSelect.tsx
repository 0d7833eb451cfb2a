'use client'

/** The sort choice submits its form at once when script runs (a button does it otherwise). */
export function SortSelect({
  value,
  options,
}: {
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <select
      id="search-sort"
      name="sort"
      defaultValue={value}
      onChange={(e) => e.currentTarget.form?.requestSubmit()}
      className="min-h-11 rounded-full border border-sand-200 bg-white px-3 text-sm"
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  )
}
