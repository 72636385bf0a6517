import { readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/index.ts", "src/seed.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Side-by-side checks (several e2e runs in one checkout) build into their own folder.
  outdir: process.env.SERVER_OUTDIR ?? "dist",
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  // Bundled CommonJS dependencies call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: "warning",
});
