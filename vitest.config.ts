import { defineConfig } from 'vitest/config';

export default defineConfig({
    test: {
        include: ['test/**/*.test.ts'],
        exclude: ['test/e2e/**', 'node_modules/**'],
        setupFiles: ['./scripts/polyfill.mjs'],
        testTimeout: 60000,
        pool: 'threads',
    },
});
