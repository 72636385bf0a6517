/**
 * What every `import … from "zod"` of the web build gets (vite.config.ts). Zod's object schemas
 * probe `new Function` when they are created, to compile a faster parser; the server's
 * Content-Security-Policy refuses eval, so the probe fails and the browser reports a violation.
 * This module's body runs after zod's and before any schema module's, so none ever probes.
 */
import { config } from "zod/v4";

config({ jitless: true });

export * from "zod/v4";
export { default } from "zod/v4";
