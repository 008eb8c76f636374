import { defineConfig } from 'vitest/config';

/** Unit tests beside the code, and the server's integration tests (in-process, fresh database each file). */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'devices/**/*.test.ts',
      'platform/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['server/db/testDatabaseTemplate.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
