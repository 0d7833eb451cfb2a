import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField } from './fields'
import { revalidatesReads } from './hooks/revalidate'
import { timeZones } from '../lib/time-zone'
import { forgetStock } from '../server/stock/forget'

export const Stores: CollectionConfig = {
  slug: 'stores',
  admin: {
    group: 'Stores & events',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'city', 'area', 'is_enabled'],
  },
  access: { read: enabledOrStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { ...revalidatesReads, beforeDelete: [forgetStock('store')] },
  defaultSort: 'name',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'code', type: 'text', required: true, unique: true, index: true },
        { name: 'name', type: 'text', required: true },
      ],
    },
    slugField('name'),
    {
      type: 'row',
      fields: [
        {
          name: 'area',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'Province or region.' },
        },
        { name: 'city', type: 'text', required: true, index: true },
      ],
    },
    { name: 'address', type: 'textarea', required: true },
    {
      name: 'time_zone',
      type: 'select',
      options: Object.entries(timeZones).map(([value, label]) => ({ label: `${label} (${value})`, value })),
      admin: {
        description:
          'Leave empty to follow the province: WIB, WITA (Bali, Nusa Tenggara, East/South/North Kalimantan, Sulawesi) or WIT (Maluku, Papua).',
      },
    },
    {
      type: 'row',
      fields: [
        { name: 'lat', type: 'number', required: true, min: -11, max: 6 },
        { name: 'lng', type: 'number', required: true, min: 95, max: 141 },
      ],
    },
    { name: 'phone', type: 'text' },
    {
      name: 'opening_hours',
      type: 'array',
      fields: [
        { name: 'days', type: 'text', required: true, admin: { description: 'For example Senin–Jumat.' } },
        { name: 'open', type: 'text', required: true, admin: { description: 'HH:MM' } },
        { name: 'close', type: 'text', required: true, admin: { description: 'HH:MM' } },
      ],
    },
    { name: 'services', type: 'relationship', relationTo: 'services', hasMany: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    isEnabledField,
    {
      name: 'stock_reported_at',
      type: 'date',
      label: 'Stock last reported',
      // Written by the stock import (src/server/stock/import.ts): a store's levels older than the stale age
      // (website setting stock_stale_hours) read "cek ketersediaan di toko" on product pages.
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
