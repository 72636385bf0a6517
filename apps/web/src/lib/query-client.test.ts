import { notifications } from "@mantine/notifications";
import { onlineManager } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { handleApiError } from "./api-errors";
import { notify } from "./notify";
import { createQueryClient, shouldRetryQuery } from "./query-client";

// The real handler shows Mantine toasts; here only whether and how it is called matters.
vi.mock("./api-errors", () => ({ handleApiError: vi.fn() }));
vi.mock("./i18n", () => ({ i18n: { language: "es", t: (key: string) => key } }));
vi.mock("./session", () => ({ readSession: vi.fn() }));
vi.mock("./notify", () => ({ notify: vi.fn() }));
vi.mock("@mantine/notifications", () => ({ notifications: { hide: vi.fn() } }));

const handleMock = vi.mocked(handleApiError);
const navigate = vi.fn();
const refused = new ApiError("VALIDATION_ERROR", 400, "validation.failed", "Datos no válidos");
const unreachable = new ApiError("NETWORK_ERROR", 0, "network", "sin red");

/** The retry the handler was given on its only call. */
function retryGiven() {
  expect(handleMock).toHaveBeenCalledOnce();
  const retry = handleMock.mock.calls[0]?.[2]?.retry;
  expect(retry).toBeTypeOf("function");
  return retry as () => void;
}

describe("the app's query client", () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it("sends a failed query to the error handler once, with the app's navigate", async () => {
    const client = createQueryClient(navigate);
    await client.prefetchQuery({ queryKey: ["x"], queryFn: () => Promise.reject(refused) });
    expect(handleMock).toHaveBeenCalledOnce();
    expect(handleMock.mock.calls[0]?.[0]).toBe(refused);
    expect(handleMock.mock.calls[0]?.[1]).toBe(navigate);
  });

  it("leaves alone a query whose screen handles its failures", async () => {
    const client = createQueryClient(navigate);
    await client.prefetchQuery({
      queryKey: ["x"],
      queryFn: () => Promise.reject(refused),
      meta: { handlesErrors: true },
    });
    expect(handleMock).not.toHaveBeenCalled();
  });

  it("re-runs a failed query when the toast's retry is used", async () => {
    const client = createQueryClient(navigate);
    const queryFn = vi.fn().mockRejectedValueOnce(refused).mockResolvedValueOnce("ok");
    const query = client.getQueryCache().build(client, { queryKey: ["x"], queryFn, retry: false });
    await query.fetch().catch(() => undefined);
    retryGiven()();
    await vi.waitFor(() => expect(client.getQueryData(["x"])).toBe("ok"));
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it("sends a failed mutation to the error handler, and its retry runs it again with the same variables", async () => {
    const client = createQueryClient(navigate);
    const mutationFn = vi.fn().mockRejectedValueOnce(unreachable).mockResolvedValueOnce("saved");
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await mutation.execute({ name: "Mesa 1" }).catch(() => undefined);
    retryGiven()();
    await vi.waitFor(() => expect(mutation.state.data).toBe("saved"));
    expect(mutationFn.mock.calls.map((call) => call[0])).toEqual([{ name: "Mesa 1" }, { name: "Mesa 1" }]);
    expect(handleMock).toHaveBeenCalledOnce();
  });

  it("leaves alone a mutation whose screen handles its failures", async () => {
    const client = createQueryClient(navigate);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(refused),
      meta: { handlesErrors: true },
    });
    await mutation.execute(undefined).catch(() => undefined);
    expect(handleMock).not.toHaveBeenCalled();
  });
});

describe("shouldRetryQuery", () => {
  it("tries once more only what may pass", () => {
    expect(shouldRetryQuery(0, unreachable)).toBe(true);
    expect(shouldRetryQuery(0, new ApiError("SERVER_ERROR", 500, "globals.server_error", "x"))).toBe(true);
    expect(shouldRetryQuery(1, unreachable)).toBe(false);
    expect(shouldRetryQuery(0, refused)).toBe(false);
    expect(shouldRetryQuery(0, new ApiError("AUTHENTICATION_ERROR", 401, "auth.unauthenticated", "x"))).toBe(
      false,
    );
    expect(shouldRetryQuery(0, new TypeError("bug"))).toBe(false);
  });
});

describe("a change made offline", () => {
  it("says at once that it waits for the network, and drops the toast once it goes out", async () => {
    const client = createQueryClient(navigate);
    // Mounted, as the app's provider does: the client then resumes paused changes when back online.
    client.mount();
    const mutationFn = vi.fn().mockResolvedValue("sent");
    const mutation = client.getMutationCache().build(client, { mutationFn });
    onlineManager.setOnline(false);
    try {
      const sending = mutation.execute(undefined);
      await vi.waitFor(() => expect(mutation.state.isPaused).toBe(true));
      expect(vi.mocked(notify)).toHaveBeenCalledWith("realtime.offlineQueued", "info", {
        id: "mutation-paused-offline",
        autoClose: false,
      });
      expect(mutationFn).not.toHaveBeenCalled();
      onlineManager.setOnline(true);
      await expect(sending).resolves.toBe("sent");
      expect(vi.mocked(notifications.hide)).toHaveBeenCalledWith("mutation-paused-offline");
      expect(mutationFn).toHaveBeenCalledOnce();
    } finally {
      onlineManager.setOnline(true);
      client.unmount();
    }
  });
});
