/**
 * The test runs: the unit tests, and the browser tests (e2e/, real Chromium),
 * which run once more before a failure counts: a page's timing on a loaded
 * machine is not the code's. A real fault fails both runs; one that passed
 * on its second shows "(retry x1)" under `--reporter=verbose`.
 */
import { defineConfig } from "vitest/config";

const BROWSER = ["e2e/**/*.test.ts"];

export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: "unit", exclude: [...BROWSER, "**/node_modules/**"] } },
      { extends: true, test: { name: "browser", include: BROWSER, retry: 1 } },
    ],
  },
});
