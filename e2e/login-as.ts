import { expect, type Page } from "@playwright/test";

/** Signs in through the login screen (first TPV) and waits for the landing page. */
export async function loginAs(page: Page, email: string, origin = "") {
  await page.goto(`${origin}/login`);
  await page.getByLabel("Correo").fill(email);
  await page.getByLabel("Contraseña", { exact: true }).fill("demo1234");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mesas", exact: true })).toBeVisible();
}
