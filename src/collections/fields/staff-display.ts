import type { CollectionConfig, Field } from 'payload'

/**
 * Dates Payload formats itself (created and updated, the date pickers), in the browser's own zone: staff work
 * in Indonesia. `d MMM yyyy, HH.mm` reads 12 Nov 2026, 10.00.
 */
export const staffDisplayDateFormat = 'd MMM yyyy, HH.mm'

const jakartaDateCell = '/components/admin/cells/JakartaDateCell#JakartaDateCell'
const yesNoCell = '/components/admin/cells/YesNoCell#YesNoCell'

/** A field's name as words: `coverage_until` → Coverage until, `url_key` → URL key. */
export const labelOf = (name: string) => {
  const words = name
    .split('_')
    .filter(Boolean)
    .map((w) => (['url', 'sku', 'id', 'api', 'seo', 'pdp', 'nip'].includes(w) ? w.toUpperCase() : w))
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Every date field lists in Jakarta time (12 Nov 2026, 10.00 WIB) and every checkbox as Yes or No, unless the
 * field already says how; nested fields too.
 */
function withStaffCells(field: Field): Field {
  if ((field.type === 'date' || field.type === 'checkbox') && !field.admin?.components?.Cell) {
    const Cell = field.type === 'date' ? jakartaDateCell : yesNoCell
    return withStaffCells({
      ...field,
      admin: { ...field.admin, components: { ...field.admin?.components, Cell } },
    } as Field)
  }
  // Payload labels `starts_at` as "Starts_at": a field without a label of its own reads "Starts at".
  if ('name' in field && !('label' in field && field.label !== undefined) && field.name.includes('_')) {
    return withStaffCells({ ...field, label: labelOf(field.name) } as Field)
  }
  if ('fields' in field && Array.isArray(field.fields))
    return { ...field, fields: field.fields.map(withStaffCells) } as Field
  if (field.type === 'tabs')
    return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withStaffCells) })) }
  return field
}

/**
 * How staff read a collection's values in the back-office: dates in Jakarta time, checkboxes as words
 * (prices: `rupiahField`).
 */
export const withStaffDisplay = (collection: CollectionConfig): CollectionConfig => ({
  ...collection,
  fields: collection.fields.map(withStaffCells),
})
