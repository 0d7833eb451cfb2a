import type { Block } from 'payload'

/** A banner kept in the Banners collection, shown while it is enabled. */
export const BannerBlock: Block = {
  slug: 'banner',
  interfaceName: 'BannerBlock',
  fields: [{ name: 'banner', type: 'relationship', relationTo: 'banners', required: true }],
}
