import { defineConfig } from "@playwright/test";

// Debian's Chromium (Playwright cannot download its own browser here), loopback only.
// E2E_PORT lets two checkouts run their suites side by side (vite preview reads it too).
const PORT = Number(process.env.E2E_PORT ?? 4391);

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // The hostile import asserts the page's longest task (issue 23): it runs
  // after the rest, alone, so another test's work does not share its cores
  // (`--no-deps` runs it by itself).
  projects: [
    { name: "chromium", use: { browserName: "chromium" }, testIgnore: /import-hostile\.spec\.ts/ },
    { name: "alone", use: { browserName: "chromium" }, testMatch: /import-hostile\.spec\.ts/, dependencies: ["chromium"] },
  ],
  // `just e2e` builds dist/ first; this serves that production build.
  webServer: {
    command: `npx vite preview --config ../ui/vite.config.ts`,
    url: `http://127.0.0.1:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
