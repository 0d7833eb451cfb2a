/** The cities that have stores, grouped by province, with how many stores each has (inside a <select>). */
export function CityOptions({
  areas,
}: {
  areas: { area: string; cities: { city: string; count: number }[] }[]
}) {
  return areas.map((a) => (
    <optgroup key={a.area} label={a.area}>
      {a.cities.map((c) => (
        <option key={c.city} value={c.city}>
          {c.city} ({c.count})
        </option>
      ))}
    </optgroup>
  ))
}
