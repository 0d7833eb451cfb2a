import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** Configurable list entries: menus (FE_HEADER, FE_FOOTER_MENU_1/2), the chat number (FE_FLOATING_WA_NO)… */
export const Selections: CollectionConfig = {
  slug: 'selections',
  labels: { singular: 'Selection item', plural: 'Selections (menus & lists)' },
  admin: {
    group: 'Settings',
    useAsTitle: 'description',
    defaultColumns: ['type', 'description', 'link', 'value', 'sort'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  fields: [
    {
      name: 'type',
      type: 'text',
      required: true,
      index: true,
      admin: { description: 'For example FE_HEADER.' },
    },
    { name: 'description', type: 'text', required: true, admin: { description: 'The label shown.' } },
    { name: 'link', type: 'text' },
    { name: 'value', type: 'text' },
    isEnabledField,
    sortField,
  ],
}
