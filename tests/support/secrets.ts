/**
 * Contract secrets of the test servers: production refuses the README's published values
 * (scripts/published-secrets.mjs).
 */
export const testSecrets = {
  INTRANET_KEY: 'test-intranet-key-5b1d',
  SELFSERVICE_CLIENT_SECRET: 'test-selfservice-secret-9c2e',
}
