import { apiHeaders, createRow, data, MANAGER } from "./api";
import { expect, type Page, test } from "./fixtures";
import { loginAs } from "./login-as";

/** Today in the demo local's time zone, as the calendar and the server count days. */
function todayInMadrid(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
}

/** The demo local's wall clock, HH:MM, `minutes` from now. */
function madridTime(minutes = 0): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(Date.now() + minutes * 60_000));
}

async function openSection(page: Page, path: string, heading: string) {
  await page.goto(path);
  // The section's chunk loads on the first visit: a busy test machine can take longer than the default.
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible({ timeout: 20_000 });
}

test.describe("bookings", () => {
  test.describe.configure({ timeout: 90_000 });
  /** What the flow adds to the shared demo, taken away after it: its shift would add delivery slots. */
  let createdShift: number | undefined;
  /** A booking the flow leaves pending: cancelled first, so its table stops showing as reserved. */
  let createdBooking: number | undefined;
  test.afterEach(async ({ request }) => {
    const headers = await apiHeaders(request, MANAGER);
    if (createdBooking !== undefined) {
      const cancelled = await request.delete(`/api/v2/reservations/${createdBooking}`, { headers });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      createdBooking = undefined;
    }
    if (createdShift !== undefined) {
      const deleted = await request.post("/api/v1/shifts/delete", { headers, data: { id: createdShift } });
      expect(deleted.ok(), await deleted.text()).toBe(true);
      createdShift = undefined;
    }
    const settings = await request.put("/api/v1/settings/reservation", {
      headers,
      data: { max_clients: 20 },
    });
    expect(settings.ok(), await settings.text()).toBe(true);
  });

  test("a manager sets a dinner shift, books 4 people for tonight, seats them and marks a no-show", async ({
    page,
    request,
  }) => {
    const today = todayInMadrid();
    const headers = await apiHeaders(request, MANAGER);
    // A booking option with its answers (their own screen is /bookings_options).
    const terrace = await createRow(request, headers, "/api/v1/booking-options-answers", {
      title: "Terraza",
    });
    const inside = await createRow(request, headers, "/api/v1/booking-options-answers", {
      title: "Interior",
    });
    await createRow(request, headers, "/api/v1/reservations_options", {
      title: "¿Dónde preferís?",
      answers: [terrace, inside],
    });

    await loginAs(page, MANAGER);

    // The booking settings tab: at most 12 people per booking.
    await openSection(page, "/settings", "Configuración");
    await page.getByRole("tab", { name: "Reservas", exact: true }).click();
    await expect(page).toHaveURL(/\?tab=booking$/);
    const maxPeople = page.getByRole("textbox", { name: "Máximo de comensales por reserva", exact: true });
    await maxPeople.fill("12");
    await page.getByRole("button", { name: "Guardar", exact: true }).click();
    await expect(page.getByText("Configuración de reservas guardada")).toBeVisible();
    const reservation = await data<{ max_clients: number }>(
      await request.get("/api/v1/settings/reservation", { headers }),
    );
    expect(reservation.max_clients).toBe(12);

    // The dinner shift, 21:00 to 23:45, takes 20 covers.
    await openSection(page, "/shifts/list", "Turnos");
    await page.getByRole("button", { name: "Nuevo turno" }).click();
    const shiftDialog = page.getByRole("dialog", { name: "Nuevo turno" });
    await shiftDialog.getByLabel("Empieza").fill("21:00");
    await shiftDialog.getByLabel("Termina").fill("23:45");
    await shiftDialog.getByRole("textbox", { name: "Capacidad en comensales" }).fill("20");
    await shiftDialog.getByRole("button", { name: "Guardar" }).click();
    await expect(shiftDialog).toBeHidden();
    const shiftRow = page.getByRole("row").filter({ hasText: "21:00–23:45" });
    await expect(shiftRow).toContainText("20 comensales");

    // Another client's booking for the same shift, made by phone earlier (through the API).
    const shifts = await data<{ results: Array<{ id: number; start_at: string; end_at: string }> }>(
      await request.get("/api/v1/shifts?page_size=200", { headers }),
    );
    const dinner = shifts.results.find((shift) => shift.start_at === "21:00" && shift.end_at === "23:45");
    expect(dinner).toBeDefined();
    createdShift = dinner?.id;
    const pedro = await createRow(request, headers, "/api/v1/clients", {
      first_name: "Pedro",
      last_name: "Gil",
    });
    await createRow(request, headers, "/api/v2/reservations", {
      date: today,
      shift: dinner?.id,
      qty_person: 2,
      client: pedro,
      status: "confirmed",
    });

    // Tonight's booking for 4, with a new client and the option answered.
    await openSection(page, "/bookings", "Calendario de reservas");
    const dinnerCard = page.getByRole("region", { name: "21:00–23:45" });
    await expect(dinnerCard).toContainText("18 libres de 20");
    await page.getByRole("button", { name: "Nueva reserva", exact: true }).click();
    const form = page.getByRole("dialog", { name: "Nueva reserva" });
    await form.getByRole("textbox", { name: "Personas" }).fill("4");
    await form.getByRole("combobox", { name: "Turno" }).click();
    await page.getByRole("option", { name: /^21:00–23:45/ }).click();
    await form.getByRole("textbox", { name: "Cliente" }).fill("Marta Ruiz");
    await form.getByRole("button", { name: "Nuevo cliente" }).click();
    await form.getByRole("textbox", { name: "Teléfono" }).fill("600111222");
    await form.getByRole("button", { name: "Crear el cliente" }).click();
    await expect(form.getByText("Marta Ruiz", { exact: true })).toBeVisible();
    await form.getByRole("radio", { name: "Terraza" }).check();
    await form.getByRole("button", { name: "Guardar" }).click();
    await expect(form).toBeHidden();

    const marta = dinnerCard.getByRole("article", { name: "Marta Ruiz" });
    await expect(marta).toContainText("4 pers.");
    await expect(marta).toContainText("Pendiente");
    await expect(dinnerCard).toContainText("14 libres de 20");

    // The week shows it too.
    await page.getByText("Semana", { exact: true }).click();
    await expect(page.getByText("Marta Ruiz · 4")).toBeVisible();
    await page.getByText("Día", { exact: true }).click();

    // Pedro did not come.
    const pedroCard = dinnerCard.getByRole("article", { name: "Pedro Gil" });
    await pedroCard.getByRole("button", { name: "No vino" }).click();
    await expect(pedroCard).toContainText("No vino");
    await expect(dinnerCard).toContainText("16 libres de 20");

    // Seating Marta opens her table with 4 guests.
    await marta.getByRole("button", { name: "Sentar", exact: true }).click();
    const seat = page.getByRole("dialog", { name: "Sentar la reserva" });
    await seat.getByRole("combobox", { name: "Mesa" }).click();
    await page.getByRole("option", { name: "T3", exact: true }).click();
    await seat.getByRole("button", { name: "Sentar y abrir la mesa" }).click();
    await expect(page).toHaveURL(/\/requests\/new\?table=\d+&guests=4/);
    await expect(page.getByRole("heading", { level: 1, name: "Nuevo pedido · mesa T3" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText("Mesa T3 · 4 comensales")).toBeVisible();

    await openSection(page, "/bookings", "Calendario de reservas");
    await expect(page.getByRole("article", { name: "Marta Ruiz" })).toContainText("Sentada");
  });

  test("a table booked for the coming hour reads “Reservada HH:MM” on the tables screen", async ({
    page,
    request,
  }) => {
    const headers = await apiHeaders(request, MANAGER);
    // A service shift starting now on the local's clock, so the flow works at any hour.
    const start = madridTime();
    createdShift = await createRow(request, headers, "/api/v1/shifts", {
      start_at: start,
      end_at: madridTime(120),
      covers: 10,
    });
    const tables = await data<{ results: Array<{ id: number; name: string }> }>(
      await request.get("/api/v2/tables?page_size=200", { headers }),
    );
    const s12 = tables.results.find((table) => table.name === "S12");
    expect(s12).toBeDefined();
    createdBooking = await createRow(request, headers, "/api/v2/reservations", {
      date: todayInMadrid(),
      shift: createdShift,
      qty_person: 2,
      table: s12?.id,
      status: "confirmed",
    });

    await loginAs(page, MANAGER);
    await page.goto("/requests/tables_requests/");
    await expect(page.getByRole("heading", { level: 1, name: "Mesas" })).toBeVisible({ timeout: 20_000 });
    await page
      .getByRole("radiogroup", { name: "Zona" })
      .locator("label")
      .filter({ hasText: /^Salón$/ })
      .click();
    await page
      .getByRole("radiogroup", { name: "Vista de las mesas" })
      .locator("label")
      .filter({ hasText: "Lista" })
      .click();
    await expect(page.getByRole("button", { name: /^Mesa S12,/ })).toContainText(`Reservada ${start}`);
  });

  test("the cancel link of a booking mail says when it no longer works", async ({ page }) => {
    await page.goto("/booking/cancel?token=not-a-token");
    await expect(page.getByRole("heading", { level: 1, name: "Cancelar la reserva" })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole("button", { name: "Cancelar la reserva" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "El enlace no es válido o la reserva ya no se puede cancelar.",
    );
  });

  test("a manager writes a booking option with its answers", async ({ page }) => {
    const n = Date.now();
    await loginAs(page, MANAGER);
    await openSection(page, "/bookings_options", "Opciones de reserva");
    await page.getByRole("tab", { name: "Respuestas" }).click();
    for (const title of [`Sin gluten ${n}`, `Vegano ${n}`]) {
      await page.getByRole("button", { name: "Nueva respuesta" }).click();
      const dialog = page.getByRole("dialog", { name: "Nueva respuesta" });
      await dialog.getByRole("textbox", { name: "Título" }).fill(title);
      await dialog.getByRole("button", { name: "Guardar" }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("cell", { name: title, exact: true })).toBeVisible();
    }

    await page.getByRole("tab", { name: "Opciones" }).click();
    await page.getByRole("button", { name: "Nueva opción" }).click();
    const dialog = page.getByRole("dialog", { name: "Nueva opción de reserva" });
    await dialog.getByRole("textbox", { name: "Título" }).fill(`Dietas ${n}`);
    await dialog.getByRole("checkbox", { name: "Se pueden elegir varias respuestas" }).check();
    await dialog.getByRole("combobox", { name: "Respuestas" }).click();
    await page.getByRole("option", { name: `Sin gluten ${n}` }).click();
    await page.getByRole("option", { name: `Vegano ${n}` }).click();
    // Back on the title, the list of answers closes.
    await dialog.getByRole("textbox", { name: "Título" }).click();
    await dialog.getByRole("button", { name: "Guardar" }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: `Dietas ${n}` });
    await expect(row).toContainText(`Sin gluten ${n}, Vegano ${n}`);
    await expect(row).toContainText("Sí");
  });
});
