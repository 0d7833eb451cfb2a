import type { Field } from 'payload'

import { slugify } from '../../lib/slug'

export const isEnabledField: Field = {
  name: 'is_enabled',
  type: 'checkbox',
  defaultValue: true,
  index: true,
  label: 'Enabled',
  admin: { position: 'sidebar', description: 'Only enabled entries are shown on the website.' },
}

export const sortField: Field = {
  name: 'sort',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
}

/** A URL slug filled from another field when left empty. */
export function slugField(from: string): Field {
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the address; made from the ${from} when empty.` },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return slugify(value)
          const source = siblingData?.[from]
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
  }
}

/** A period during which content is live; empty ends mean open-ended. */
export const periodFields: Field[] = [
  {
    type: 'row',
    fields: [
      { name: 'start_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'end_at', type: 'date', index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    ],
  },
]

export const rupiahField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'number',
  required,
  min: 0,
  admin: {
    description: 'Indonesian rupiah, no decimals.',
    step: 1000,
    // Lists show Rp 3.169.000, and the edit view spells out what is typed.
    components: {
      Cell: '/components/admin/cells/RupiahCell#RupiahCell',
      afterInput: ['/components/admin/RupiahPreview#RupiahPreview'],
    },
  },
})
