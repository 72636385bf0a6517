import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [react()],
  // Zod without its eval probe, which the server's CSP refuses (src/lib/zod-jitless.ts).
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL("src/lib/zod-jitless.ts", import.meta.url)) },
    ],
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/ws": { target: "ws://localhost:3000", ws: true },
    },
  },
  build: { outDir: "dist", emptyOutDir: true },
});
