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
 *   (tests/int/setup.ts). The files of one worker run one after another in the same
 *   process, so Payload and its dependencies load once per worker, not once per file;
 *   before each file, tests/int/isolamento.ts gives it what a new process would: the
 *   worker's original environment, a new copy of every project module (so its own
 *   config and Payload instance) and none of the app's per-process values. Two
 *   Payloads never run at once in one process. On PostgreSQL when TEST_DATABASE_URL
 *   is set, otherwise SQLite.
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
    // Vitest 3.2 decides per pool, from this root config only, whether a worker process is
    // reused for the next file: forks' workers are (the int project's files share them, see
    // tests/int/isolamento.ts), so the unit project runs on the threads pool, which still starts
    // a new worker for every file.
    poolOptions: { forks: { isolate: false } },
    // Setup files in the order listed (the default imports them all at once): isolamento.ts must
    // reset the modules before setup.ts imports the helpers.
    sequence: { setupFiles: 'list' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // A new worker thread per file (the threads pool's default isolation; see poolOptions above).
          pool: 'threads',
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
          setupFiles: ['tests/int/isolamento.ts', 'tests/int/setup.ts'],
          // Child processes, each running its files one after another (poolOptions above), with no
          // module reset of Vitest's own between them (isolate: false): isolamento.ts does it, after
          // putting the environment back, so each file has its own modules, Payload, env and
          // database; files run side by side (maxWorkers above).
          pool: 'forks',
          isolate: false,
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
