import { type BrowserContext, test as base, expect } from "@playwright/test";

// The specs import everything from here, so each of their tests runs under the CSP guard.
export * from "@playwright/test";

const BINDING = "__comandaCspViolation";

/**
 * Records every Content-Security-Policy violation of the context's pages: the page's own
 * `securitypolicyviolation` events (an init script, so the first script of a page is seen) and
 * Chromium's console report of one (which also names violations no event reaches).
 */
export async function watchCspViolations(context: BrowserContext, violations: string[]) {
  await context.exposeBinding(BINDING, ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript((binding) => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || "inline code"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  }, BINDING);
  context.on("console", (message) => {
    if (message.type() === "error" && /Content[ -]Security[ -]Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? "a page"}: ${message.text()}`);
    }
  });
}

/**
 * Fails any test whose pages broke the server's Content-Security-Policy (issue 22), in the
 * test's own context and in every context it opens with `browser.newContext()`/`newPage()`.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args) => {
        const created = await newContext.apply(browser, args);
        await watchCspViolations(created, violations);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
