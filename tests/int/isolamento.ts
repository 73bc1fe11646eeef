/**
 * The first setup file of every integration test file (vitest.config.ts). The files of one worker run
 * one after another in the same process (`isolate: false`), so Payload, the database drivers and the
 * rest of node_modules are loaded once per process instead of once per file; this file gives each test
 * file, before it imports anything, what a new process gave it:
 *
 * - the environment as the worker started (a file's own variables, set in `vi.hoisted` or by
 *   setup.ts, do not reach the next file);
 * - a new copy of every module of the project (src/, tests/): its module state, the config built
 *   from this file's environment;
 * - no Payload cached by `getPayload` and none of the values the app keeps once per process
 *   (server/plataforma/cache/do-processo.ts: logger, rate limits, metrics, content version);
 * - real timers, and no spy left on a shared object (process.stdout, console).
 *
 * What stays from earlier files: node_modules' own module state (it never holds a Payload or a
 * database of ours after getPayload's cache is emptied) and timers an earlier file left running.
 */
import { vi } from 'vitest'

import { esquecerValoresDoProcesso } from '@/server/plataforma/cache/do-processo'

const g = globalThis as { __ambienteDoProcesso?: NodeJS.ProcessEnv; _payload?: Map<unknown, unknown> }
// The first file of this process sees the environment the worker started with: keep it. Vitest's own
// variables (VITEST_WORKER_ID, …) are set anew for each file, before this runs: left as they are.
g.__ambienteDoProcesso ??= { ...process.env }
const inicial = g.__ambienteDoProcesso
for (const nome of Object.keys(process.env)) {
  if (nome.startsWith('VITEST')) continue
  if (nome in inicial) process.env[nome] = inicial[nome]
  else delete process.env[nome]
}

vi.useRealTimers()
vi.restoreAllMocks()
// payload/dist/index.js keeps its instances in this Map (global._payload), keyed by 'default'.
g._payload?.clear()
esquecerValoresDoProcesso()
vi.resetModules()
