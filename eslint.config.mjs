import nextCoreWebVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'
import jsxA11y from 'eslint-plugin-jsx-a11y'

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
      'bench/floor/.next/**',
      'src/migrations/**',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'next-env.d.ts',
      'public/sw.js',
    ],
  },
  ...nextCoreWebVitals,
  ...nextTypescript,
  // jsx-a11y's strict set on top of the few rules Next.js turns on.
  { files: ['src/**/*.tsx'], rules: { ...jsxA11y.flatConfigs.strict.rules } },
  // The public site's links go through SmartLink, which skips prefetching with data saver on or on 2g (spec,
  // "Shared layout"); next/link prefetches whatever the connection.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/SmartLink.tsx', 'src/components/admin/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use SmartLink (@/components/ui/SmartLink).' }] },
      ],
    },
  },
  // End-to-end specs take `test` from fixtures.ts, which sets what every page of the tests shares.
  {
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@playwright/test', importNames: ['test'], message: "Use test from './fixtures'." },
          ],
        },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier's width (.prettierrc.json) for code and comments, which Prettier formats but does not wrap
      // when they are comments. Text a person reads (strings, template literals, class lists) stays whole on
      // its line, so it can be found by searching for what the page says.
      'max-len': [
        'error',
        {
          code: 110,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreUrls: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
]

export default config
