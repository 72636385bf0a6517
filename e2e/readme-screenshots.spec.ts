import { expect, test } from "./fixtures";

// The README shows the app as it is: every e2e run retakes these pictures, and a session
// commits them when the screens change.
const DIR = "docs/screenshots";
/** The run's first screens: a cold server and browser on a busy machine take longer than 5 s. */
const FIRST_PAINT = { timeout: 20_000 };

test.describe("README screenshots", () => {
  test("the login screen and the main screen after signing in", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible(FIRST_PAINT);
    await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
    await page.screenshot({ path: `${DIR}/login.png` });

    await page.getByLabel("Correo").fill("admin@demo.local");
    await page.getByLabel("Contraseña", { exact: true }).fill("demo1234");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByRole("heading", { name: "Mesas" })).toBeVisible(FIRST_PAINT);
    await expect(page.getByText("Restaurante Demo")).toBeVisible();
    await page.screenshot({ path: `${DIR}/main.png` });
  });
});
