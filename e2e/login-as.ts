import { expect, type Page } from "@playwright/test";

/** Signs in through the login screen (first TPV) and waits for the landing page (the tables by default). */
export async function loginAs(page: Page, email: string, origin = "", landing = "Mesas") {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Correo").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Entrar" }).click();
  // A busy CI machine can take several seconds to load the landing screen's code.
  await expect(page.getByRole("heading", { level: 1, name: landing, exact: true })).toBeVisible({
    timeout: 15_000,
  });
}
