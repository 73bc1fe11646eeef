import base from '../playwright.config'
import { defineConfig } from '@playwright/test'
export default defineConfig({
  ...base,
  testDir: '.',
  outputDir: '../test-results/harness-artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/harness.json' }]],
  webServer: { ...base.webServer, command: 'node server.mjs', cwd: '.', reuseExistingServer: false, timeout: 30000 },
})
