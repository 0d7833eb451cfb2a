// Secrets whose development values are printed in the README. In production (scripts/serve.mjs) an unset one
// is generated into DATA_DIR, and one set to its printed value is refused at start: anyone can read it.
export const publishedSecrets = {
  INTRANET_KEY: 'rumahloka-intranet-2026',
  SELFSERVICE_CLIENT_SECRET: 'selfservice-demo-secret-2026',
}

/** Names of the variables set to a published value. */
export const publishedSecretsInUse = (env = process.env) =>
  Object.entries(publishedSecrets)
    .filter(([name, value]) => env[name] === value)
    .map(([name]) => name)
