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
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The customer's digital menu (/carta) is a second page with a bundle of its own: a guest's
    // phone loads React and the menu, never the staff app's Mantine, router and i18next.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL("index.html", import.meta.url)),
        carta: fileURLToPath(new URL("carta.html", import.meta.url)),
      },
    },
  },
});
