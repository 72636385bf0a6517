import { expect, type Page } from "@playwright/test";

/** Where the web app keeps its session (apps/web/src/lib/session.ts). */
const SESSION_KEY = "comanda.session";

/**
 * Signs in at the first till, as the login screen does, and waits for the landing page (the
 * tables by default). The login screen has flows of its own (login.spec.ts, login-extras.spec.ts);
 * the others sign in through the same call and start on the app, one page load fewer each.
 */
export async function loginAs(page: Page, email: string, origin = "", landing = "Mesas") {
  // From a small page of the app's origin, whose host picks the local (as the login screen's
  // calls do) and whose storage keeps the session.
  await page.goto(`${origin}/api/health`);
  const failure = await page.evaluate(
    async ({ email, key }) => {
      const tpvs = await fetch("/api/v1/tpv?page_size=200");
      if (!tpvs.ok) return `tpv list: ${tpvs.status} ${await tpvs.text()}`;
      const tpv = ((await tpvs.json()) as { data: { results: Array<{ key: string }> } }).data.results[0]?.key;
      const login = await fetch("/api/v1/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password: "demo1234", tpv, from_client: "web" }),
      });
      if (!login.ok) return `login: ${login.status} ${await login.text()}`;
      const { data } = (await login.json()) as { data: object };
      localStorage.setItem(key, JSON.stringify({ ...data, email, tpv }));
      return null;
    },
    { email, key: SESSION_KEY },
  );
  expect(failure).toBeNull();
  await page.goto(`${origin}/requests/tables_requests/`);
  // A busy CI machine can take several seconds to load the landing screen's code.
  await expect(page.getByRole("heading", { level: 1, name: landing, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}
