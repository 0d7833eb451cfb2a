export const dynamic = 'force-dynamic'

export { GET } from '../route'
