// `npm start`: build when the sources changed since the last build, prepare the database
// (migrations, first staff account, demo content when empty) and serve on PORT (default 3000).
import { build, buildIsCurrent, prepareDatabase, requireNode, run } from './lib.mjs'

requireNode()
if (!buildIsCurrent()) {
  console.log('> Building the production app (first start or changed sources)…')
  const code = await build()
  if (code !== 0) process.exit(code)
}
await prepareDatabase()
const port = process.env.PORT || '3000'
console.log(`> Rumah Loka is starting on http://localhost:${port} (back-office: /admin)`)
process.exit(
  await run(process.execPath, ['scripts/serve.mjs'], {
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', PORT: port },
  }),
)
