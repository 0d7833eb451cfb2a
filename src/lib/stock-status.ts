/** A store's stock of a product as shoppers read it: never the number (issue 53). */
export type StockStatus = 'in_stock' | 'few_left' | 'out_of_stock'

/** The status of a level: few left at `fewLeft` units or fewer (a threshold staff set), out at none. */
export const stockStatus = (level: number, fewLeft: number): StockStatus =>
  level <= 0 ? 'out_of_stock' : level <= fewLeft ? 'few_left' : 'in_stock'

export const stockLabels: Record<StockStatus, string> = {
  in_stock: 'Tersedia',
  few_left: 'Stok terbatas',
  out_of_stock: 'Stok habis',
}

/** What a store whose report is too old (or missing) says instead of a level. */
export const askTheStore = 'Cek ketersediaan di toko'
