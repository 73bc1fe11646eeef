import nextVitals from 'eslint-config-next/core-web-vitals'
import tseslint from 'typescript-eslint'

// An import of one of server/'s folders, by alias or by a relative path (docs/architecture.md, "The server's folders").
const pastaDoServidor = (...pastas) => `^(?:@/server/|(?:\\.\\./)+)(?:${pastas.join('|')})(?:/|$)`
const CONFIGURACAO = { group: ['@payload-config', '@/dados/*', '**/dados/*'], message: 'Só src/dados chega à configuração do Payload (camadas).' }
// The schemas that reach the browser take zod from src/domain/zod.ts, which tells it not to try eval (the CSP).
const ZOD = { regex: '^zod(/|$)', message: "Importe z de '@/domain/zod' (zod sem eval, sob a CSP do site)." }
const camadaDoServidor = (pasta, proibidas, mensagem) => ({
  files: [`src/server/${pasta}/**`],
  // A test may hold two folders together (the captcha's test reads the CSP it needs); the code may not.
  ignores: ['**/*.test.ts', '**/*.test-utils.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [CONFIGURACAO, { regex: pastaDoServidor(...proibidas), message: mensagem }] }],
  },
})

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
        CONFIGURACAO,
      ] }],
    },
  },
  // server/ by kind: plataforma ← adaptadores ← borda, servicos ← payload (each may import only what stands below it).
  camadaDoServidor('plataforma', ['adaptadores', 'borda', 'servicos', 'payload'],
    'server/plataforma é a base: não importa adaptadores, borda, serviços nem a ligação com o Payload.'),
  camadaDoServidor('adaptadores', ['borda', 'servicos', 'payload'],
    'server/adaptadores só importa server/plataforma (nem borda, nem serviços, nem a ligação com o Payload).'),
  camadaDoServidor('borda', ['servicos', 'payload'],
    'server/borda importa server/plataforma e server/adaptadores; serviços e a ligação com o Payload ficam acima dela.'),
  camadaDoServidor('servicos', ['borda', 'payload'],
    'server/servicos importa server/plataforma e server/adaptadores; a borda HTTP e a ligação com o Payload não.'),
  camadaDoServidor('payload', ['borda'],
    'server/payload (a ligação com o Payload) não importa a borda HTTP (server/borda).'),
  {
    files: ['src/features/**', 'src/components/**'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ZOD] }] },
  },
  {
    files: ['src/domain/**'],
    ignores: ['src/domain/zod.ts', 'src/domain/zod-nomes.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['next', 'next/*', 'payload', 'payload/*', '@payloadcms/*', 'react', 'react-dom', '@/server/*', '@/collections/*'], message: 'src/domain é TypeScript puro, sem framework (ENGINEERING.md §3).' },
        ZOD,
      ] }],
    },
  },
]

export default config
