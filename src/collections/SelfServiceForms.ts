import type { CollectionConfig } from 'payload'

import { enabledOrStaff, isStaff } from './access'
import { isEnabledField, slugField, sortField } from './fields'
import { revalidatesReads } from './hooks/revalidate'

/** The kinds of self-service form the site can show; each is a page component and a call. */
export const selfServiceFormTypes = [
  { label: 'Persetujuan penggunaan data pribadi (UU PDP)', value: 'pdp-agreement' },
] as const

/**
 * A self-service form the retailer offers on /self-service. The agreement text is versioned: every save keeps
 * the previous text in Versions, and each signed agreement stores the version label it was signed under.
 */
export const SelfServiceForms: CollectionConfig = {
  slug: 'self-service-forms',
  labels: { singular: 'Self-service form', plural: 'Self-service forms' },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'form_type', 'agreement_version', 'is_enabled'],
    description:
      'Formulir di /self-service. Ubah naskah persetujuan dengan menaikkan "Versi naskah": persetujuan yang sudah ditandatangani tetap mencatat versi lamanya, dan naskah lama tersimpan di Versions.',
  },
  access: { read: enabledOrStaff, readVersions: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: revalidatesReads,
  defaultSort: 'sort',
  versions: { maxPerDoc: 100 },
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      maxLength: 300,
      admin: { description: 'One or two sentences on the list and under the title.' },
    },
    {
      name: 'form_type',
      type: 'select',
      required: true,
      options: [...selfServiceFormTypes],
      defaultValue: 'pdp-agreement',
    },
    {
      name: 'agreement_version',
      type: 'text',
      required: true,
      label: 'Versi naskah',
      admin: { description: 'For example 2026-02. Raise it whenever the text changes in substance.' },
    },
    { name: 'agreement_text', type: 'richText', required: true, label: 'Naskah persetujuan' },
    slugField('title'),
    isEnabledField,
    sortField,
  ],
}
