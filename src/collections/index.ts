import type { CollectionConfig } from 'payload'

import { Articles } from './Articles'
import { BackupRuns } from './BackupRuns'
import { Banners } from './Banners'
import { Brands } from './Brands'
import { Categories } from './Categories'
import { CsrEvents } from './CsrEvents'
import { DataSubjectRequests } from './DataSubjectRequests'
import { Documents } from './Documents'
import { ECatalogues } from './ECatalogues'
import { EventCalendars } from './EventCalendars'
import { Events } from './Events'
import { Faqs } from './Faqs'
import { FlashSales } from './FlashSales'
import { Media } from './Media'
import { Outbox } from './Outbox'
import { EmailVerifications, Returns, SalesReceipts, Vouchers } from './operations'
import { Pages } from './Pages'
import { PersonalDataAudit } from './PersonalDataAudit'
import { PostalCodeImports, PostalCodes } from './PostalCodes'
import { PrivateUploads } from './PrivateUploads'
import { Products } from './Products'
import { Promotions } from './Promotions'
import { RoomCategories } from './RoomCategories'
import { Rooms } from './Rooms'
import { SelfServiceForms } from './SelfServiceForms'
import { SeoRecords } from './SeoRecords'
import { Selections } from './Selections'
import { EventRegistrations } from './EventRegistrations'
import { Services } from './Services'
import { SocialLinks } from './SocialLinks'
import { StockLevels } from './StockLevels'
import { Stores } from './Stores'
import { StyleGalleries } from './StyleGalleries'
import {
  ContactMessages,
  NewsletterSubscribers,
  PdpAgreements,
  RefundApprovals,
  VisitCounts,
  VitalCounts,
  VoucherClaims,
  WarrantyClaims,
  WarrantyRegistrations,
} from './submissions'
import { Integrations } from './Integrations'
import { ProductSyncBatches, ProductSyncRuns } from './ProductSyncRuns'
import { IntegrationEvents, WebhookDeliveries, WebhookEndpoints } from './Webhooks'
import { Users } from './Users'
import { WebsiteConfig } from './WebsiteConfig'
import { type PreviewPath, withDrafts } from './drafts'
import { routes } from '../lib/routes'
import { auditPersonalData } from '../server/privacy/audit'
import { personalDataCollections } from '../server/privacy/personal-collections'
import { withWebhooks } from '../server/webhooks/collection-hooks'

const slugOf = (doc: Record<string, unknown>) => (typeof doc.slug === 'string' && doc.slug ? doc.slug : null)
const at = (build: (slug: string) => string) => (doc: Record<string, unknown>) => {
  const slug = slugOf(doc)
  return slug ? build(slug) : null
}

/**
 * The collections whose content shoppers read and staff draft, review and schedule (issue 55; products and
 * stores stay the retailer's feed's), each with the page that shows a document, for its preview.
 */
export const draftedCollections: Record<string, PreviewPath> = {
  pages: at(routes.cmsPage),
  promotions: at(routes.promotion),
  banners: () => '/',
  articles: at(routes.article),
  'flash-sales': () => '/',
  faqs: () => '/faq',
  services: at(routes.service),
  'csr-events': at(routes.csrStory),
  rooms: at(routes.room),
  'room-categories': at(routes.roomCategory),
  'style-galleries': at(routes.look),
  ecatalogues: () => '/catalogues',
  selections: () => '/',
  'social-links': () => '/',
  'website-config': () => '/',
}

const drafted = (collection: CollectionConfig): CollectionConfig => {
  const previewPath = draftedCollections[collection.slug]
  return previewPath ? withDrafts(collection, previewPath) : collection
}

const audited = (collection: CollectionConfig): CollectionConfig =>
  personalDataCollections.includes(collection.slug)
    ? {
        ...collection,
        hooks: {
          ...collection.hooks,
          afterOperation: [...(collection.hooks?.afterOperation ?? []), auditPersonalData],
        },
      }
    : collection

export const collections: CollectionConfig[] = [
  // Content
  Banners,
  Pages,
  Services,
  CsrEvents,
  Faqs,
  SelfServiceForms,
  Media,
  Documents,
  // Catalogue
  Products,
  Categories,
  Brands,
  StockLevels,
  // Promotions
  Promotions,
  ECatalogues,
  FlashSales,
  // Inspiration
  Articles,
  Rooms,
  RoomCategories,
  StyleGalleries,
  // Stores & events
  Stores,
  Events,
  EventCalendars,
  // Submissions
  NewsletterSubscribers,
  ContactMessages,
  EventRegistrations,
  WarrantyRegistrations,
  WarrantyClaims,
  PdpAgreements,
  VoucherClaims,
  RefundApprovals,
  VisitCounts,
  VitalCounts,
  PrivateUploads,
  DataSubjectRequests,
  // Operations
  SalesReceipts,
  Returns,
  Vouchers,
  EmailVerifications,
  Outbox,
  // Settings
  Selections,
  SeoRecords,
  SocialLinks,
  PostalCodes,
  PostalCodeImports,
  WebsiteConfig,
  Users,
  Integrations,
  ProductSyncRuns,
  ProductSyncBatches,
  WebhookEndpoints,
  WebhookDeliveries,
  IntegrationEvents,
  PersonalDataAudit,
  BackupRuns,
]
  .map(drafted)
  .map(audited)
  .map(withWebhooks)
