// Stand-in for the 'server-only' marker package under Vitest (see vitest.config.ts).
export {}
