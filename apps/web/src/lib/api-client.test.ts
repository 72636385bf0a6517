import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, acceptLanguage, api, apiBlob, apiUrl, encodeListQuery } from "./api-client";
import { i18n } from "./i18n";
import { readSession } from "./session";

// The real modules need a browser (localStorage, document); the test runs in node.
vi.mock("./i18n", () => ({ i18n: { language: "es", t: (key: string) => `t:${key}` } }));
vi.mock("./session", () => ({ readSession: vi.fn() }));

/** The JSON object a `q` parameter carries, decoded as the server does. */
function decodeQ(q: string): unknown {
  return JSON.parse(Buffer.from(q, "base64").toString("utf8"));
}

describe("encodeListQuery", () => {
  it("is base64 of the filters' JSON, accents included", () => {
    const filters = { name__icontains: "Jalapeño", id__in: [1, 2], is_active: true, ordering: "-name" };
    expect(decodeQ(encodeListQuery(filters))).toEqual(filters);
  });
});

describe("apiUrl", () => {
  it("adds q and the parameters that have a value", () => {
    const url = new URL(
      apiUrl("/api/v1/employees", {
        filters: { name__icontains: "ana" },
        params: { page: 2, page_size: 20, search: undefined },
      }),
      "http://local",
    );
    expect(url.pathname).toBe("/api/v1/employees");
    expect(decodeQ(url.searchParams.get("q") ?? "")).toEqual({ name__icontains: "ana" });
    expect(url.searchParams.get("page")).toBe("2");
    expect(url.searchParams.get("page_size")).toBe("20");
    expect(url.searchParams.has("search")).toBe(false);
  });

  it("sends no q for empty filters and keeps a path's own query", () => {
    expect(apiUrl("/api/v1/tpv", { filters: {} })).toBe("/api/v1/tpv");
    expect(apiUrl("/api/v1/tpv?page_size=200", { params: { page: 1 } })).toBe(
      "/api/v1/tpv?page_size=200&page=1",
    );
  });
});

describe("acceptLanguage", () => {
  it("asks the server for the app language, and for zh then en when the app speaks Chinese", () => {
    expect(acceptLanguage("es")).toBe("es");
    expect(acceptLanguage("en")).toBe("en");
    expect(acceptLanguage("ch")).toBe("zh-CN,zh;q=0.9,en;q=0.8");
  });
});

describe("api", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("window", { location: { origin: "http://demo.localhost:3000" } });
    vi.mocked(readSession).mockReturnValue({
      token: "tok",
      tpv: "barra",
      email: "admin@demo.local",
      role: "SuperAdmin",
      group_type: ["SuperAdmin"],
      modules: "orders,requests_tables",
      user_id: 1,
      local_id: 1,
      condominium: null,
      expires_at: "2026-01-01T12:00:00.000Z",
    });
    i18n.language = "ch";
  });

  function answer(status: number, body: unknown) {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
  }

  it("sends the spec's headers and unwraps the envelope", async () => {
    answer(200, { complete: true, data: { results: [], total: 0 }, message: "" });
    await expect(api("/api/v1/tpv", { filters: { name: "Barra" } })).resolves.toEqual({
      results: [],
      total: 0,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toMatch(/^\/api\/v1\/tpv\?q=/);
    expect(init?.method).toBe("GET");
    expect(init?.headers).toEqual({
      Accept: "application/json",
      "Accept-Language": "zh-CN,zh;q=0.9,en;q=0.8",
      Client: "web",
      Site: "http://demo.localhost:3000",
      Authorization: "Bearer tok",
      TPV: "barra",
    });
  });

  it("sends an action's idempotency key, and none when the caller gives none", async () => {
    answer(201, { complete: true, data: { id: 7 }, message: "" });
    answer(201, { complete: true, data: { id: 8 }, message: "" });
    await api("/api/v1/commands", { body: { table: 5 }, idempotencyKey: "k-1" });
    await api("/api/v1/commands", { body: { table: 6 } });
    const [first, second] = fetchMock.mock.calls.map((call) => call[1]?.headers as Record<string, string>);
    expect(first?.["Idempotency-Key"]).toBe("k-1");
    expect(second).not.toHaveProperty("Idempotency-Key");
  });

  it("maps a 400 to a validation error with the field messages", async () => {
    answer(400, {
      complete: false,
      code: "validation.failed",
      message: "Datos no válidos",
      errors: { a: ["x"] },
    });
    const error = await api("/api/v1/x", { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: "VALIDATION_ERROR",
      status: 400,
      code: "validation.failed",
      errors: { a: ["x"] },
    });
  });

  it("says NETWORK_ERROR when nothing answered", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(api("/api/v1/x")).rejects.toMatchObject({ kind: "NETWORK_ERROR", status: 0 });
  });

  it("never shows a server error's own text", async () => {
    answer(500, { complete: false, code: "globals.server_error", message: "stack" });
    await expect(api("/api/v1/x")).rejects.toMatchObject({
      kind: "SERVER_ERROR",
      message: "t:errors.server",
    });
  });

  it("answers a file's bytes, with the same headers but any type accepted", async () => {
    fetchMock.mockResolvedValueOnce(new Response("%PDF-1.4", { status: 200 }));
    const blob = await apiBlob("/api/v2/zones/3/qr_sheet");
    expect(await blob.text()).toBe("%PDF-1.4");
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe("/api/v2/zones/3/qr_sheet");
    expect(init?.headers).toMatchObject({ Accept: "*/*", Authorization: "Bearer tok", TPV: "barra" });
  });

  it("reports a file's bytes as they arrive, against the size the server gave", async () => {
    const parts = ["%PDF-", "1.4 body"];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    fetchMock.mockResolvedValueOnce(
      new Response(body, {
        status: 200,
        headers: { "Content-Length": "13", "Content-Type": "application/pdf" },
      }),
    );
    const seen: Array<[number, number | null]> = [];
    const blob = await apiBlob("/api/v1/reports/download_dashboard", {}, (received, total) =>
      seen.push([received, total]),
    );
    expect(await blob.text()).toBe("%PDF-1.4 body");
    expect(blob.type).toBe("application/pdf");
    expect(seen).toEqual([
      [0, 13],
      [5, 13],
      [13, 13],
    ]);
  });

  it("reads a failed file call's envelope as any other error", async () => {
    answer(404, { complete: false, code: "globals.not_found", message: "No existe" });
    await expect(apiBlob("/api/v2/zones/9/qr_sheet")).rejects.toMatchObject({
      kind: "NOT_FOUND_ERROR",
      code: "globals.not_found",
      message: "No existe",
    });
  });
});
