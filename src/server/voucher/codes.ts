import { randomInt } from 'node:crypto'

/** No 0/O, 1/I/L or U: a code read aloud or typed from paper cannot be mistaken. */
export const voucherAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A new voucher code: 12 random characters (about 59 bits), from the system's random source. */
export function newVoucherCode(length = 12): string {
  let code = ''
  for (let i = 0; i < length; i++) code += voucherAlphabet[randomInt(voucherAlphabet.length)]
  return code
}
