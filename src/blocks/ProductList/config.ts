import type { Block } from 'payload'

/** Chosen products; disabled ones are left out of the page. */
export const ProductListBlock: Block = {
  slug: 'productList',
  interfaceName: 'ProductListBlock',
  labels: { singular: 'Product list', plural: 'Product lists' },
  fields: [
    { name: 'title', type: 'text' },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true, required: true },
  ],
}
