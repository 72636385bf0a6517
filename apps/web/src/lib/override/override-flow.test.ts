import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { api } from "../api-client";
import { callsSettled, cancelOverride, runAuthorised, takeBack } from "./override-flow";
import { createOverrideStore } from "./override-store";

vi.mock("../api-client", () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

/** A promise and the function that settles it, for calls that answer when the test says. */
function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("callsSettled", () => {
  it("waits for the mutation the retry started, and for a read it started", async () => {
    const client = new QueryClient();
    const write = deferred();
    const read = deferred();
    const mutation = client.getMutationCache().build(client, { mutationFn: () => write.promise });
    void mutation.execute(undefined);
    void client.fetchQuery({ queryKey: ["x"], queryFn: () => read.promise.then(() => 1) });
    let settled = false;
    void callsSettled(client).then(() => {
      settled = true;
    });
    write.resolve();
    await new Promise((done) => setTimeout(done, 10));
    expect(settled).toBe(false);
    read.resolve();
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it("resolves at once when nothing runs", async () => {
    await expect(callsSettled(new QueryClient())).resolves.toBeUndefined();
  });
});

describe("the override flow", () => {
  it("runs the refused call again, then takes the loan back once it settled", async () => {
    const store = createOverrideStore();
    const order: string[] = [];
    store.ask("orders.invalidate", "No", () => order.push("retry"));
    await runAuthorised({
      store,
      settled: async () => {
        order.push("settled");
      },
      takeBack: async (permissions) => {
        order.push(`takeBack:${permissions.join(",")}`);
      },
    });
    expect(order).toEqual(["retry", "settled", "takeBack:orders.invalidate"]);
  });

  it("on cancel reports the refusal and takes back what was lent", async () => {
    const store = createOverrideStore();
    const report = vi.fn();
    const back = vi.fn(async () => undefined);
    store.ask("requests_tables.update", "No", vi.fn());
    store.granted();
    store.ask("orders.discount", "Sin permiso", vi.fn());
    await cancelOverride({ store, takeBack: back }, report);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: "Sin permiso" }));
    expect(back).toHaveBeenCalledWith(["requests_tables.update"]);
  });

  it("takes back each permission with remove_user_auth, and a failure says nothing", async () => {
    apiMock.mockResolvedValueOnce(null).mockRejectedValueOnce(new Error("offline"));
    await expect(takeBack(["orders.discount", "orders.invalidate"])).resolves.toBeDefined();
    expect(apiMock).toHaveBeenCalledWith("/api/v1/auth/remove_user_auth", {
      body: { action: "orders.discount" },
    });
    expect(apiMock).toHaveBeenCalledWith("/api/v1/auth/remove_user_auth", {
      body: { action: "orders.invalidate" },
    });
  });
});
