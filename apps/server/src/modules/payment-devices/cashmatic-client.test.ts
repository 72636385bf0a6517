import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeCashmatic, startFakeCashmatic } from "../../../test/fake-cashmatic";
import { cashmaticOutcome, createCashmaticClient } from "./cashmatic-client";

describe("cashmaticOutcome", () => {
  it("reads the machine's end words as the community connector does", () => {
    expect(cashmaticOutcome("normal")).toBe("paid");
    for (const word of ["cancel", "Canceled", "aborted"]) expect(cashmaticOutcome(word)).toBe("cancelled");
    expect(cashmaticOutcome("timeout")).toBe("timeout");
    for (const word of ["stopped", "error", "ko"]) expect(cashmaticOutcome(word)).toBe("failed");
  });
});

describe("the Cashmatic client", () => {
  let fake: FakeCashmatic;
  beforeAll(async () => {
    fake = await startFakeCashmatic();
  });
  afterAll(() => fake.close());

  it("logs in once, renews the token when it ages, and follows a payment to its end", async () => {
    const machine = createCashmaticClient({
      baseUrl: fake.url,
      username: fake.username,
      password: fake.password,
      timeoutMs: 2000,
      renewAfterMs: 0,
    });
    await machine.startPayment({ amountCents: 1250, reference: "r1" });
    let active = await machine.active();
    while (active.running) active = await machine.active();
    expect(await machine.last()).toMatchObject({
      end: "normal",
      inserted: 2000,
      dispensed: 750,
      notDispensed: 0,
    });
    expect(fake.calls().filter((path) => path === "/api/user/Login")).toHaveLength(1);
    expect(fake.calls()).toContain("/api/user/RenewToken");
  });

  it("refuses bad credentials with the machine's code", async () => {
    const machine = createCashmaticClient({
      baseUrl: fake.url,
      username: "x",
      password: "y",
      timeoutMs: 2000,
    });
    await expect(machine.active()).rejects.toMatchObject({ code: 7 });
  });
});
