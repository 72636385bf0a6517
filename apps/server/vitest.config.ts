import { defineProject } from "vitest/config";

export default defineProject({
  test: {
    name: "server",
    include: ["src/**/*.test.ts"],
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Every file builds its own app and databases, and none mocks a module: files share a
    // worker's loaded modules instead of importing the server again for each one.
    isolate: false,
  },
});
