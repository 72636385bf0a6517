import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { handleApiError, translateMessage } from "./api-errors";
import { notify } from "./notify";
import { overrides } from "./override/override-store";
import { decodeRouteError } from "./route-error";
import { clearSession, readSession, type StoredSession } from "./session";

// The real modules need a browser (localStorage, document, Mantine); the test runs in node.
vi.mock("./i18n", () => ({
  i18n: {
    language: "es",
    t: (key: string) => `t:${key}`,
    exists: (key: string) => ["globals.notUTF8Encoded", "errors.network"].includes(key),
  },
}));
vi.mock("./notify", () => ({ notify: vi.fn() }));
vi.mock("./session", () => ({ clearSession: vi.fn(), readSession: vi.fn() }));

const notifyMock = vi.mocked(notify);
const clearSessionMock = vi.mocked(clearSession);
const readSessionMock = vi.mocked(readSession);
const navigate = vi.fn();

function handle(error: unknown, retry?: () => void) {
  handleApiError(error, navigate, { retry });
}

/** The options of the one toast shown. */
function toastOptions() {
  expect(notifyMock).toHaveBeenCalledOnce();
  return notifyMock.mock.calls[0]?.[2] ?? {};
}

describe("handleApiError", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("shows the server error in the user's language, never the server's text", () => {
    handle(new ApiError("SERVER_ERROR", 500, "globals.server_error", "stack trace"));
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("t:errors.server");
    expect(navigate).not.toHaveBeenCalled();
  });

  it("treats something that is not an ApiError as a server error", () => {
    handle(new TypeError("boom"));
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("t:errors.server");
  });

  it("says the server cannot be reached when nothing answered, in a toast that stays", () => {
    handle(new ApiError("NETWORK_ERROR", 0, "network", "whatever"));
    expect(notifyMock.mock.calls[0]?.[0]).toBe("t:errors.network");
    expect(toastOptions()).toMatchObject({ autoClose: false });
    expect(toastOptions().action).toBeUndefined();
  });

  it("offers to retry a call the network lost, and retries every call lost meanwhile once", () => {
    const first = vi.fn();
    const second = vi.fn();
    handle(new ApiError("NETWORK_ERROR", 0, "network", "whatever"), first);
    handle(new ApiError("NETWORK_ERROR", 0, "network", "whatever"), second);
    // Both toasts have one id, so the user sees one.
    expect(notifyMock.mock.calls.map((call) => call[2]?.id)).toEqual([
      "network-unreachable",
      "network-unreachable",
    ]);
    const action = notifyMock.mock.calls[1]?.[2]?.action;
    expect(action?.label).toBe("t:errors.retry");
    action?.onClick();
    action?.onClick();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it("forgets the lost calls when the toast is closed without retrying", () => {
    const lost = vi.fn();
    handle(new ApiError("NETWORK_ERROR", 0, "network", "whatever"), lost);
    const options = toastOptions();
    options.onClose?.();
    options.action?.onClick();
    expect(lost).not.toHaveBeenCalled();
  });

  it("joins the field messages of a validation error with newlines", () => {
    handle(
      new ApiError("VALIDATION_ERROR", 400, "globals.validation", "Datos no válidos", {
        name: ["Nombre Requerido"],
        price: ["Precio debe ser positivo", "Precio Requerido"],
      }),
    );
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith(
      "Nombre Requerido\nPrecio debe ser positivo\nPrecio Requerido",
    );
  });

  it("translates field messages that are keys of the catalogue", () => {
    handle(
      new ApiError("VALIDATION_ERROR", 400, "validation.failed", "Datos no válidos", {
        name: ["globals.notUTF8Encoded", "Nombre Requerido"],
      }),
    );
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("t:globals.notUTF8Encoded\nNombre Requerido");
  });

  it("falls back to the message of a validation error without fields", () => {
    handle(new ApiError("VALIDATION_ERROR", 400, "globals.validation", "Datos no válidos"));
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("Datos no válidos");
  });

  it("shows each message of a permission error", () => {
    handle(
      new ApiError("AUTHORIZATION_ERROR", 403, "auth.forbidden", "Sin permiso", {
        products: ["No puede crear productos", "No puede borrar productos"],
      }),
    );
    expect(notifyMock.mock.calls).toEqual([["No puede crear productos"], ["No puede borrar productos"]]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("shows the message of a permission error without fields", () => {
    handle(new ApiError("AUTHORIZATION_ERROR", 403, "auth.forbidden", "Sin permiso"));
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("Sin permiso");
  });

  it("asks a manager, instead of a toast, for an action a signed-in user lacks", () => {
    readSessionMock.mockReturnValue({ token: "t", tpv: "barra" } as StoredSession);
    const retry = vi.fn();
    handle(
      new ApiError("AUTHORIZATION_ERROR", 403, "auth.forbidden", "Sin permiso", {}, "orders.invalidate"),
      retry,
    );
    expect(notifyMock).not.toHaveBeenCalled();
    expect(overrides.current()).toMatchObject({
      permission: "orders.invalidate",
      message: "Sin permiso",
      retry,
    });
    overrides.cancelled();
    // Reading is never lent, and without a session there is nobody to lend it to.
    handle(
      new ApiError("AUTHORIZATION_ERROR", 403, "auth.forbidden", "Sin permiso", {}, "orders.view"),
      retry,
    );
    readSessionMock.mockReturnValue(undefined);
    handle(
      new ApiError("AUTHORIZATION_ERROR", 403, "auth.forbidden", "Sin permiso", {}, "orders.invalidate"),
      retry,
    );
    expect(overrides.current()).toBeUndefined();
    expect(notifyMock.mock.calls).toEqual([["Sin permiso"], ["Sin permiso"]]);
  });

  it("sends a module that is not contracted to /not-bought without a toast", () => {
    handle(new ApiError("AUTHORIZATION_ERROR", 403, "modules.not_contracted", "Módulo no contratado"));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/not-bought", { replace: true });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it("ends the session and carries the message to the login screen", () => {
    handle(new ApiError("AUTHENTICATION_ERROR", 401, "auth.unauthenticated", "Sesión caducada"));
    expect(clearSessionMock).toHaveBeenCalledOnce();
    expect(notifyMock).not.toHaveBeenCalled();
    const [target, options] = navigate.mock.calls[0] as [string, unknown];
    expect(options).toEqual({ replace: true });
    const url = new URL(target, "http://local");
    expect(url.pathname).toBe("/login");
    expect(decodeRouteError(url.searchParams.get("e"))).toEqual({ message: "Sesión caducada" });
  });

  it("sends an unknown subdomain to /subdomain-not-found", () => {
    handle(new ApiError("NOT_FOUND_ERROR", 404, "locals.not_found", "Local no encontrado"));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/subdomain-not-found", { replace: true });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it("leaves any other not-found to the screen, without a toast", () => {
    handle(new ApiError("NOT_FOUND_ERROR", 404, "products.not_found", "Producto no encontrado"));
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it("sends a disabled local to /local-disabled", () => {
    handle(new ApiError("UNPROCESSABLE_ENTITY_ERROR", 422, "locals.disabled", "Local deshabilitado"));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/local-disabled", { replace: true });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it("sends maintenance to /maintenance", () => {
    handle(new ApiError("MAINTENANCE_ERROR", 503, "locals.maintenance", "Mantenimiento"));
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/maintenance", { replace: true });
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it("leaves the maintenance page as it is when a call is refused there, keeping the notice's text", () => {
    vi.stubGlobal("location", { pathname: "/maintenance" });
    try {
      handle(new ApiError("MAINTENANCE_ERROR", 503, "locals.maintenance", "Mantenimiento"));
    } finally {
      vi.unstubAllGlobals();
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it.each([
    ["RATE_LIMIT_ERROR", 429],
    ["PAYLOAD_TOO_LARGE_ERROR", 413],
    ["UPSTREAM_ERROR", 502],
  ] as const)("shows the message of a %s", (kind, status) => {
    handle(new ApiError(kind, status, "globals.limit", "Demasiadas peticiones"));
    expect(notifyMock).toHaveBeenCalledExactlyOnceWith("Demasiadas peticiones");
  });
});

describe("translateMessage", () => {
  it.each([
    ["globals.notUTF8Encoded", "t:globals.notUTF8Encoded"],
    ["globals.unknownKey", "globals.unknownKey"],
    ["Correo o contraseña incorrectos", "Correo o contraseña incorrectos"],
    ["Fin. errors.network", "Fin. errors.network"],
  ])("%s → %s", (message, shown) => {
    expect(translateMessage(message)).toBe(shown);
  });
});
