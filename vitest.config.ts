import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const root = fileURLToPath(new URL('.', import.meta.url))
const src = `${root}src/`

/**
 * Three projects:
 * - unit: pure code next to its source (`src/**\/*.test.ts`), and components in jsdom
 *   (`src/**\/*.test.tsx`), fast, in parallel.
 * - int: Payload Local API on a fresh temporary database per test file
 *   (tests/int/setup.ts), each file in its own process, so every file gets its
 *   own database and Payload instance and two Payloads never share memory.
 *   On PostgreSQL when TEST_DATABASE_URL is set, otherwise SQLite.
 *
 * - instancias: two production servers sharing PostgreSQL, Redis and an S3 store
 *   (tests/instancias/); needs TEST_DATABASE_URL and redis-server, skipped without them.
 *
 * Run one with `vitest run --project unit` / `--project int` (npm run test:unit / test:int) /
 * `--project instancias` (npm run test:instancias).
 */
export default defineConfig({
  resolve: {
    // The tsconfig paths, spelled out (vite-tsconfig-paths is not a dependency).
    // `^@\/` must not catch scoped packages such as @payloadcms/*.
    alias: [
      // Next enforces `server-only` at build time; under Vitest it is a no-op module.
      { find: /^server-only$/, replacement: `${root}tests/int/server-only.ts` },
      { find: /^@payload-config$/, replacement: `${src}payload.config.ts` },
      { find: /^@\//, replacement: src },
    ],
  },
  test: {
    environment: 'node',
    // At least two files at once: on the 2-core machines Vitest's default (cores - 1) is one,
    // and an integration file waits on its database about a quarter of its time (two at once:
    // 0.72–0.79 × the time of one at a time, measured on ten files).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Each test says what it imports; no implicit describe/it/expect.
    globals: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // *.test.tsx: components rendered in jsdom (each file says `@vitest-environment jsdom`).
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          // The jsdom tests type key by key (user-event): a second or two when the machine is quiet, past
          // vitest's 5 s when CI's two cores are busy (seen: kit.test.tsx's masks at 5.2 s). A test that
          // hangs still fails.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['src/**/*.int.test.ts', 'tests/int/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          // One migrated database, copied per file by setup.ts (tests/int/modelo.ts).
          globalSetup: ['tests/int/modelo.ts'],
          setupFiles: ['tests/int/setup.ts'],
          // A fresh child process per file (isolate), so each file has its own Payload,
          // env and database; files run side by side (maxWorkers below).
          pool: 'forks',
          isolate: true,
          // Payload init + migrations can take 20 s or more on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          // Two production servers on one PostgreSQL, Redis, S3 store and SMTP server
          // (tests/instancias/topologia.ts); npm test runs it after the browser suite,
          // whose build it reuses, when TEST_DATABASE_URL is set.
          name: 'instancias',
          include: ['tests/instancias/**/*.test.ts'],
          pool: 'forks',
          testTimeout: 180_000,
          // The first server builds when the sources changed since the last build (minutes on 2 cores).
          hookTimeout: 25 * 60_000,
        },
      },
    ],
  },
})
