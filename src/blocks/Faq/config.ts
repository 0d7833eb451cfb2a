import type { Block } from 'payload'

export const FaqBlock: Block = {
  slug: 'faq',
  interfaceName: 'FaqBlock',
  labels: { singular: 'FAQ group', plural: 'FAQ groups' },
  fields: [
    { name: 'topic', type: 'text', required: true, admin: { description: 'Shows the FAQ of this topic.' } },
  ],
}
