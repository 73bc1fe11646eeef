import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'data/**',
      'src/payload-types.ts',
      'src/migrations/**',
      'src/app/(payload)/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  ...nextVitals,
  ...tseslint.configs.recommendedTypeChecked.map((c) => ({ ...c, files: ['**/*.ts', '**/*.tsx'] })),
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Layers (docs/architecture.md): only the data-access layer (src/dados) reaches the Payload
    // config; the config's own parts (collections, globals, access) and the pure domain never do.
    files: ['src/collections/**', 'src/globals/**', 'src/access/**', 'src/server/**'],
    // src/dados (data access, the forms' route builders) sits above the config; server/ is what the config is built from.
    ignores: ['src/dados/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['@payload-config', '@/dados/*', '**/dados/*'], message: 'Só src/dados chega à configuração do Payload (camadas).' },
      ] }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', '@/server/*', '@/collections/*'], message: 'src/domain é TypeScript puro, sem framework (ENGINEERING.md §3).' },
      ] }],
    },
  },
]

export default config
