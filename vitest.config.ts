import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: ["packages/domain", "apps/server", "apps/web"],
    // Vitest keeps a core free by default: on the 2-core CI that runs the server's integration
    // files one at a time, though each spends much of its time waiting on its databases, its
    // fake devices' timeouts and PostgreSQL: one worker more than cores keeps the cores busy.
    maxWorkers: availableParallelism() + 1,
  },
});
