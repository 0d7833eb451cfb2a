/** Spec §8 failure messages of the shell's own server-side reads, logged and shown as the shell's notices. */
export const fetchFailureMessages = {
  seo: 'SEO Fail',
  header: 'Something went wrong while fetching header',
  brand: 'Something went wrong',
  chat: 'Something went wrong while fetching selection list',
  chatMissing: 'No WA Data',
} as const
