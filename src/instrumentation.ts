/**
 * Runs when the server boots: initialising Payload applies pending migrations,
 * loads the demo content into an empty database and warns when no administrator
 * exists — before the first visitor arrives rather than during their request.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  await getPayload({ config })
}
