import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

const config = [
  {
    ignores: [
      '.next/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/results/**',
      'src/migrations/**', 'src/payload-types.ts', 'src/app/(payload)/admin/importMap.js', 'next-env.d.ts',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  // jsx-a11y's strict set on top of the few rules Next.js turns on.
  { files: ['src/**/*.tsx'], rules: { ...jsxA11y.flatConfigs.strict.rules } },
  { rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }] } },
]

export default config
