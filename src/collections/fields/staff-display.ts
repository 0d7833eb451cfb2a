import type { CollectionConfig, Field } from 'payload'

/**
 * Dates Payload formats itself (created and updated, the date pickers), in the browser's own zone: staff work in
 * Indonesia. `d MMM yyyy, HH.mm` reads 12 Nov 2026, 10.00.
 */
export const staffDisplayDateFormat = 'd MMM yyyy, HH.mm'

const jakartaDateCell = '/components/admin/cells/JakartaDateCell#JakartaDateCell'

/** Every date field lists in Jakarta time (12 Nov 2026, 10.00 WIB) unless it already says how; nested fields too. */
function withJakartaDates(field: Field): Field {
  if (field.type === 'date') {
    if (field.admin?.components?.Cell) return field
    return { ...field, admin: { ...field.admin, components: { ...field.admin?.components, Cell: jakartaDateCell } } }
  }
  if ('fields' in field && Array.isArray(field.fields)) return { ...field, fields: field.fields.map(withJakartaDates) } as Field
  if (field.type === 'tabs') return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: tab.fields.map(withJakartaDates) })) }
  return field
}

/** How staff read a collection's values in the back-office: dates in Jakarta time (prices: `rupiahField`). */
export const withStaffDisplay = (collection: CollectionConfig): CollectionConfig => ({ ...collection, fields: collection.fields.map(withJakartaDates) })
