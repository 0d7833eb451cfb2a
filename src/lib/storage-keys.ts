/** Browser storage keys (no personal data is ever stored under them). */
export const APP_STRIP_KEY = 'rl-app-strip-dismissed'
export const HOME_POPUP_KEY = 'rl-home-popup-seen'
export const CHUNK_RELOAD_KEY = 'rl-last-chunk-reload'
/**
 * Finished steps of the warranty forms in this tab (numbers typed, masked address, short-lived proof; no
 * personal data).
 */
export const WARRANTY_REGISTER_KEY = 'rl-warranty-register'
export const WARRANTY_CLAIM_KEY = 'rl-warranty-claim'
/** The self-service access token and its expiry (spec §4: read from local storage, fetched when missing). */
export const SELF_SERVICE_TOKEN_KEY = 'rl-selfservice-token'
