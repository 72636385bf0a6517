import ExcelJS from "exceljs";
import { expectNoSeriousA11yViolations } from "./a11y";
import { apiHeaders, data, MANAGER, WAITER } from "./api";
import { type APIRequestContext, expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

test.describe.configure({ timeout: 90_000 });
// A manager's browser far from the restaurant: the record and the correction still read and
// type times on the local's clock (Europe/Madrid), which the till below runs in.
test.use({ timezoneId: "America/New_York" });

interface Session {
  id: number;
  user_id: number;
  end_time: string | null;
  corrections: Array<{ reason: string }>;
}
interface Day {
  date: string;
  name: string;
  net_minutes: number;
  sessions: Session[];
}

/** The waiter's days of this month's record, as the manager reads them. */
async function waiterDays(request: APIRequestContext, month: string): Promise<Day[]> {
  const headers = await apiHeaders(request);
  const [year, number] = month.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const days = await data<{ results: Day[] }>(
    await request.get(`/api/v1/rrhh/staff_schedule?date_from=${month}-01&date_to=${month}-${last}`, {
      headers,
    }),
  );
  return days.results.filter((day) => day.name === "Carlos");
}

async function clock(till: Page, button: "Entrada" | "Salida", password: string) {
  await till.getByRole("button", { name: "Fichar" }).tap();
  const dialog = till.getByRole("dialog", { name: "Fichar" });
  await dialog.getByLabel("Correo").fill(WAITER);
  await dialog.getByLabel("Contraseña").fill(password);
  await dialog.getByRole("button", { name: button }).tap();
  return dialog;
}

/** `YYYY-MM-DDTHH:mm`, a datetime-local input's value, moved by whole minutes on the wall clock. */
function plusMinutes(value: string, minutes: number): string {
  return new Date(Date.parse(`${value}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);
}

test("a waiter clocks in and out on the till; the manager corrects the clock-out with a reason and downloads the month's record", async ({
  browser,
  page,
  request,
}) => {
  const tillContext = await browser.newContext({ hasTouch: true, timezoneId: "Europe/Madrid" });
  const till = await tillContext.newPage();
  await loginAs(till, WAITER);
  const entered = await clock(till, "Entrada", "demo1234");
  // Spanish short times have no leading zero before ten in the morning ("1:05").
  const enteredText = till.getByText(/^Entrada registrada: \d{1,2}:\d\d$/);
  await expect(enteredText).toBeVisible();
  const enteredAt = (await enteredText.textContent())?.split(": ")[1]?.padStart(5, "0");
  await expect(entered).toBeHidden();
  const month = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid" })
    .format(new Date())
    .slice(0, 7);

  // A wrong password clocks nothing out: the message says why and the shift stays open.
  const refused = await clock(till, "Salida", "no-es-esta");
  await expect(refused.getByText("Correo o contraseña incorrectos")).toBeVisible();
  await expectNoSeriousA11yViolations(till);
  const open = (await waiterDays(request, month)).flatMap((day) => day.sessions);
  expect(open.filter((session) => session.end_time === null)).toHaveLength(1);
  await refused.getByRole("button", { name: "Cerrar" }).tap();

  await clock(till, "Salida", "demo1234");
  await expect(till.getByText(/^Salida registrada: \d{1,2}:\d\d$/)).toBeVisible();
  // The waiter reads their own record in the same dialog (the law wants it available to them).
  await till.getByRole("button", { name: "Fichar" }).tap();
  const mine = till
    .getByRole("dialog", { name: "Fichar" })
    .getByRole("table", { name: "Mis fichajes este mes" });
  await expect(mine.getByRole("row").last()).toContainText(/\d{1,2}:\d\d\s*\d{1,2}:\d\d\s*\d+:\d\d/);
  await tillContext.close();

  // The manager sets the clock-out to 8 h 30 after the clock-in; the reason is required.
  await loginAs(page, MANAGER);
  await page.goto("/employees/time-tracking");
  await expect(page.getByRole("heading", { level: 1, name: "Control horario" })).toBeVisible();
  const day = page.getByTestId("staff-day").filter({ hasText: "Carlos" }).last();
  await day
    .getByRole("button", { name: /^Corregir la sesión de Carlos/ })
    .last()
    .click();
  const dialog = page.getByRole("dialog", { name: "Corregir una sesión" });
  const start = await dialog.getByLabel("Entrada").inputValue();
  // Typed on the restaurant's clock (Madrid), not the manager's browser's (New York).
  expect(start.slice(11)).toBe(enteredAt);
  await dialog.getByLabel("Salida").fill(plusMinutes(start, 8 * 60 + 30));
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog.getByText("El motivo es obligatorio")).toBeVisible();
  await dialog.getByLabel("Motivo").fill("Olvidó fichar la salida");
  await dialog.getByRole("button", { name: "Guardar" }).click();
  await expect(dialog).toBeHidden();
  await expect(day).toContainText("8:30");
  await expect(day).toContainText("Olvidó fichar la salida");
  // The pointer left over a button from the dialog's save would hold its hover colours.
  await page.mouse.move(0, 0);
  await expectNoSeriousA11yViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Descargar XLSX" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`registro-jornada-${month}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? "")));
  });
  const header = rows.find((row) => row.includes("Horas trabajadas")) ?? [];
  const hours = header.indexOf("Horas trabajadas");
  const corrections = header.indexOf("Correcciones");
  const waiterRows = rows.filter((row) => row[1] === "Carlos" && row[0] !== "");
  const corrected = waiterRows.find((row) => row[corrections]?.includes("Olvidó fichar la salida"));
  expect(corrected?.[hours]).toBe("8:30");
  expect(corrected?.at(-1)).toBe("8.5");
});
