import { defineConfig } from 'vitest/config';

// End-to-end tests: the packaged extension in a real VS Code (code-server) driven by Playwright.
// Prepare once with `bash scripts/setup-e2e.sh`; screenshots go to test-results/e2e/.
export default defineConfig({
    test: {
        include: ['test/e2e/**/*.e2e.test.ts'],
        testTimeout: 300000,
        hookTimeout: 300000,
        fileParallelism: false,
        pool: 'forks',
        // A real browser on a busy CI machine: one more try for a step that missed a UI timing
        // (the reporter marks a retried test). A step that fails twice fails CI.
        retry: 1,
    },
});
