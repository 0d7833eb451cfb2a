/** The preview cookie's name (token.ts signs its value; scripts/page-cache.mjs names it too). */
export const previewCookieName = 'rl-preview'
