import { deadLinkLayout } from '@/components/customer-links/LinkNotice'
import { voucherPageState } from '@/components/customer-links/page-states'

export default deadLinkLayout(voucherPageState)
