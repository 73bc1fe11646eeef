/**
 * Runs when the server boots: initialising Payload applies pending migrations,
 * loads the demo content into an empty database and warns when no administrator
 * exists — before the first visitor arrives rather than during their request —
 * and starts the scheduled work.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  // cron: the job queue's schedule starts with the server. Without it Payload starts it at the first
  // request to /api or /admin (those ask for it), so after a restart an instance that only served
  // pages and the contract's calls ran no scheduled job: no outbox retry, no indicator refresh, no
  // scheduled publishing. Which instance runs the work: server/jobs/lider.ts.
  await getPayload({ config, cron: true })
}
