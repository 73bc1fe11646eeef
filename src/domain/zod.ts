/**
 * zod, as the site's schemas import it (ESLint sends every import of `zod` in src/domain,
 * src/features and src/components here).
 *
 * zod compiles an object schema's parser with `new Function` when it can, and finds out by trying
 * once, as the first object schema is built. Under the site's CSP (no 'unsafe-eval') the browser
 * refuses that try and reports a policy violation (Lighthouse's best practices, issue 35). Told
 * before any schema is built, it never tries and parses with its interpreter, as it did under the
 * CSP anyway; the server parses the same way, so both sides of a form validate alike.
 */
import { config } from 'zod'

config({ jitless: true })

export * as z from './zod-nomes'
