import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

// Overridable so several checkouts or sessions can run the suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Debian's Chromium (the test command installs it); npm tools never download browsers here. */
export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  workers: 1,
  reporter: [["list"], ["json"]],
  // The README's pictures are taken first, on the fresh demo: later flows add zones and open
  // tables that would show in them.
  projects: [
    { name: "readme", testMatch: /readme-screenshots\.spec\.ts/ },
    { name: "flows", testIgnore: /readme-screenshots\.spec\.ts/, dependencies: ["readme"] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: { width: 1280, height: 800 },
    locale: "es-ES",
    // Staff's tills keep the app's fades; the tests do not wait for them (the app honours it).
    reducedMotion: "reduce",
    // A failed test keeps its trace's DOM snapshots; the screencast frames cost a sixth of the run.
    trace: { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
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
  webServer: {
    command: `node ${process.env.E2E_SERVER_ENTRY ?? "apps/server/dist/index.js"}`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: join(tmpdir(), `comanda-e2e-${process.pid}-${Date.now()}`),
      // A database of its own on a PostgreSQL server when the test command made one, else PGlite.
      DATABASE_URL: process.env.E2E_DATABASE_URL ?? "",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
