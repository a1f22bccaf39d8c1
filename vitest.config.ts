// Test runner settings: build public/ once before the suites, and give the HTTP suites room to start netlify dev.
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    reporters: ["default", "./test/support/summary-reporter.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // The end-to-end suites each start a netlify dev server (~500 MB); two at once is plenty on 2 cores.
    maxWorkers: 2,
  },
});
