import { type APIRequestContext, type APIResponse, expect } from "@playwright/test";

/** The manager the e2e flows act as, and whose token sets up their data through the API. */
export const MANAGER = "encargado@demo.local";
/** A waiter: sees and takes orders, may not manage staff or settings. */
export const WAITER = "camarero@demo.local";

/** Headers of a signed-in API call (token and till), for setting up a flow's data. */
export async function apiHeaders(
  request: APIRequestContext,
  email = MANAGER,
): Promise<Record<string, string>> {
  const response = await request.post("/api/v1/auth/login", {
    data: { email, password: "demo1234", from_client: "web", tpv: "barra" },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const token = ((await response.json()) as { data: { token: string } }).data.token;
  return { Authorization: `Bearer ${token}`, TPV: "barra" };
}

/** Creates a row at `path` (e.g. "/api/v1/ingredients") and answers its id. */
export async function createRow(
  request: APIRequestContext,
  headers: Record<string, string>,
  path: string,
  data: object,
): Promise<number> {
  const response = await request.post(path, { headers, data });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

/** The `data` of a call's answer, once the call is known to have worked. */
export async function data<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** The id of the till menu's product called `name` (a demo product, or one a flow created). */
export async function menuProductId(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
): Promise<number> {
  const menu = await data<{ results: Array<{ id: number; name: string }> }>(
    await request.get("/api/v1/products/list_bar", { headers }),
  );
  const id = menu.results.find((product) => product.name === name)?.id;
  expect(id, `${name} on the menu`).toBeDefined();
  return id ?? 0;
}
