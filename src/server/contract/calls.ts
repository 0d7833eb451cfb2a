import type { CallData, CallSpec } from './call'
import { categoryDetailCall, categoryListCall } from '../catalog/categories'
import { flashSaleCall } from '../catalog/flash-sales'
import { productDetailCall } from '../catalog/product-detail'
import { recommendationCall } from '../catalog/recommendations'
import { productSearchCall } from '../catalog/search'
import { contactCall } from '../contact/messages'
import { articleDetailCall, articleListCall, articleProductsCall } from '../content/articles'
import { bannerListCall } from '../content/banners'
import { brandListCall } from '../content/brands'
import { ecatalogueListCall, promotionDetailCall, promotionListCall } from '../content/promotions'
import { selectionListCall } from '../content/selections'
import { serviceDetailCall, serviceListCall } from '../content/services'
import { socialListCall } from '../content/social'
import { styleGalleryDetailCall, styleGalleryListCall } from '../content/style-galleries'
import { websiteConfigCall } from '../content/website-config'
import { eventDetailCall, eventListCall, eventLocationCall } from '../events/events'
import { eventGiftCall, eventRegisterCall } from '../events/registration'
import { eventConfirmCall } from '../events/confirmation'
import { subscribeCall } from '../newsletter/subscribe'
import { paidRowsCall } from '../receipt/receipts'
import { returnApprovalCall, returnDetailCall } from '../refund/returns'
import { authenticateCall, pdpAgreementCall } from '../selfservice/schemas'
import { seoDetailCall } from '../seo/records'
import { storeAreaCall, storeListCall } from '../stores/stores'
import { verifyEmailCall } from '../verify/schemas'
import { handoffLogCall, visitLogCall } from '../visits/visits'
import { vitalsLogCall } from '../visits/vitals'
import { voucherCall } from '../voucher/vouchers'
import {
  claimWarrantyCall,
  postalCall,
  registerWarrantyCall,
  validateWarrantyCall,
  warrantyDetailCall,
} from '../warranty/schemas'

const calls = [
  bannerListCall,
  categoryListCall,
  categoryDetailCall,
  articleListCall,
  articleDetailCall,
  articleProductsCall,
  brandListCall,
  serviceListCall,
  serviceDetailCall,
  styleGalleryDetailCall,
  styleGalleryListCall,
  productSearchCall,
  productDetailCall,
  flashSaleCall,
  recommendationCall,
  selectionListCall,
  seoDetailCall,
  storeListCall,
  storeAreaCall,
  visitLogCall,
  handoffLogCall,
  vitalsLogCall,
  socialListCall,
  promotionListCall,
  promotionDetailCall,
  ecatalogueListCall,
  eventListCall,
  eventDetailCall,
  eventLocationCall,
  eventRegisterCall,
  eventConfirmCall,
  eventGiftCall,
  subscribeCall,
  contactCall,
  paidRowsCall,
  returnDetailCall,
  returnApprovalCall,
  pdpAgreementCall,
  authenticateCall,
  verifyEmailCall,
  voucherCall,
  websiteConfigCall,
  validateWarrantyCall,
  registerWarrantyCall,
  warrantyDetailCall,
  claimWarrantyCall,
  postalCall,
] as const

/** Every call of the contract (spec §7), in the order of the spec's table. */
export const contractCalls: readonly CallSpec[] = calls

/**
 * What each call's successful answer holds in `data`, by path: the browser's client
 * (src/components/api-client) reads it.
 */
export type ContractData = { [C in (typeof calls)[number] as C['path']]: CallData<C> }
