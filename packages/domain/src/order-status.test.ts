import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TABLE_STATUSES } from "./floor";
import {
  advanceAll,
  CLOSED_ORDER_STATUSES,
  canTransitionOrder,
  canTransitionProcess,
  canTransitionTable,
  DEFAULT_ORDER_STATUS,
  DEFAULT_PROCESS_STATUS,
  derivedProcessStatus,
  initialOrderStatus,
  isClosedOrderStatus,
  nextProcessStatus,
  ORDER_KINDS,
  ORDER_STATUS_ERRORS,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  type OrderKind,
  orderKindSchema,
  orderStatusSchema,
  PROCESS_CHAINS,
  PROCESS_STATUSES,
  type ProcessStatus,
  processStatusSchema,
  processStep,
  REQUEST_TYPE_OF_KIND,
  tableStatusSchema,
  transitionOrder,
  transitionProcess,
  transitionTable,
} from "./order-status";

describe("order status", () => {
  it("starts in solicitado", () => {
    expect(DEFAULT_ORDER_STATUS).toBe("solicitado");
    expect(orderStatusSchema.parse("solicitado")).toBe("solicitado");
  });

  it("closes an open order paid, without payment or invalidated", () => {
    for (const to of CLOSED_ORDER_STATUSES) expect(transitionOrder("solicitado", to)).toEqual({ ok: true });
  });

  it("accepts or refuses a web order waiting for acceptance", () => {
    expect(canTransitionOrder("required", "solicitado")).toBe(true);
    expect(canTransitionOrder("required", "invalidated")).toBe(true);
    expect(canTransitionOrder("required", "payed")).toBe(false);
  });

  it("never reopens a closed order", () => {
    for (const from of CLOSED_ORDER_STATUSES) {
      expect(transitionOrder(from, "solicitado")).toEqual({
        ok: false,
        code: "orders.illegal_status_transition",
        from,
        to: "solicitado",
      });
      expect(canTransitionOrder(from, "required")).toBe(false);
    }
  });

  it("annuls a paid or finished order but nothing leaves invalidated", () => {
    expect(canTransitionOrder("payed", "invalidated")).toBe(true);
    expect(canTransitionOrder("finished", "invalidated")).toBe(true);
    expect(canTransitionOrder("payed", "finished")).toBe(false);
    expect(ORDER_STATUS_TRANSITIONS.invalidated).toEqual([]);
  });

  it("refuses a move to the same status", () => {
    for (const status of ORDER_STATUSES) expect(transitionOrder(status, status).ok).toBe(false);
  });

  it("has every target inside the enum and reaches a closed status from every status", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUS_TRANSITIONS[from]) expect(ORDER_STATUSES).toContain(to);
    }
    const canClose = (status: (typeof ORDER_STATUSES)[number]): boolean =>
      isClosedOrderStatus(status) || ORDER_STATUS_TRANSITIONS[status].some(canClose);
    for (const status of ORDER_STATUSES) expect(canClose(status)).toBe(true);
  });

  it("rejects an unknown status through the schema", () => {
    expect(orderStatusSchema.safeParse("closed").success).toBe(false);
  });

  it("makes web delivery and pickup orders wait unless auto-accepted", () => {
    const manual = { auto_accept_domicile: false, auto_accept_pickup: false };
    const auto = { auto_accept_domicile: true, auto_accept_pickup: true };
    expect(initialOrderStatus("domicilio", true, manual)).toBe("required");
    expect(initialOrderStatus("recoger", true, manual)).toBe("required");
    expect(initialOrderStatus("domicilio", true, auto)).toBe("solicitado");
    expect(initialOrderStatus("recoger", true, { ...manual, auto_accept_pickup: true })).toBe("solicitado");
    expect(initialOrderStatus("recoger", true, { ...manual, auto_accept_domicile: true })).toBe("required");
    expect(initialOrderStatus("local", true, manual)).toBe("solicitado");
    expect(initialOrderStatus("domicilio", false, manual)).toBe("solicitado");
  });
});

describe("order kinds", () => {
  it("are the spec's paths and map to the spec's request types", () => {
    expect(ORDER_KINDS).toEqual(["local", "barra", "recoger", "domicilio"]);
    expect(REQUEST_TYPE_OF_KIND).toEqual({
      local: "local",
      barra: "bar",
      recoger: "pickUp",
      domicilio: "domicile",
    });
    expect(orderKindSchema.safeParse("pickUp").success).toBe(false);
  });
});

describe("process status", () => {
  it("walks each kind's chain one step at a time from solicited", () => {
    expect(PROCESS_CHAINS.local).toEqual(["solicited", "inProcess", "toServe", "received"]);
    expect(PROCESS_CHAINS.barra).toEqual(PROCESS_CHAINS.local);
    expect(PROCESS_CHAINS.recoger).toEqual(["solicited", "inProcess", "readyForPickup", "received"]);
    expect(PROCESS_CHAINS.domicilio).toEqual(["solicited", "inProcess", "toServe", "onTheWay", "received"]);
    for (const kind of ORDER_KINDS) {
      const chain: readonly ProcessStatus[] = PROCESS_CHAINS[kind];
      expect(chain[0]).toBe(DEFAULT_PROCESS_STATUS);
      for (let step = 0; step + 1 < chain.length; step++) {
        expect(transitionProcess(kind, chain[step]!, chain[step + 1]!)).toEqual({ ok: true });
      }
    }
  });

  it("undoes the last step (a cook's mis-tap)", () => {
    expect(canTransitionProcess("local", "toServe", "inProcess")).toBe(true);
    expect(canTransitionProcess("domicilio", "received", "onTheWay")).toBe(true);
    expect(canTransitionProcess("recoger", "inProcess", "solicited")).toBe(true);
  });

  it("refuses skipping steps, going back two, and statuses of another kind", () => {
    const refused = (kind: OrderKind, from: ProcessStatus, to: ProcessStatus) =>
      expect(transitionProcess(kind, from, to)).toEqual({
        ok: false,
        code: "orders.illegal_process_status_transition",
        from,
        to,
      });
    refused("local", "solicited", "toServe");
    refused("local", "received", "inProcess");
    refused("local", "toServe", "readyForPickup");
    refused("barra", "inProcess", "onTheWay");
    refused("recoger", "inProcess", "toServe");
    refused("domicilio", "inProcess", "readyForPickup");
    refused("domicilio", "toServe", "received");
  });

  it("allows exactly the neighbours in the chain (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_KINDS),
        fc.constantFrom(...PROCESS_STATUSES),
        fc.constantFrom(...PROCESS_STATUSES),
        (kind, from, to) => {
          const a = processStep(kind, from);
          const b = processStep(kind, to);
          const neighbours = a >= 0 && b >= 0 && Math.abs(a - b) === 1;
          expect(canTransitionProcess(kind, from, to)).toBe(neighbours);
        },
      ),
    );
  });

  it("gives the next step and nothing after received", () => {
    expect(nextProcessStatus("recoger", "inProcess")).toBe("readyForPickup");
    expect(nextProcessStatus("domicilio", "toServe")).toBe("onTheWay");
    expect(nextProcessStatus("local", "received")).toBeUndefined();
    expect(nextProcessStatus("local", "onTheWay")).toBeUndefined();
  });

  it("parses the spec's card statuses", () => {
    expect(processStatusSchema.parse("readyForPickup")).toBe("readyForPickup");
    expect(processStatusSchema.safeParse("ready").success).toBe(false);
  });
});

describe("derived process status", () => {
  it("is the least advanced line", () => {
    expect(derivedProcessStatus("local", ["toServe", "inProcess", "received"])).toBe("inProcess");
    expect(derivedProcessStatus("domicilio", ["onTheWay", "received"])).toBe("onTheWay");
    expect(derivedProcessStatus("local", ["received", "received"])).toBe("received");
  });

  it("is solicited without lines and ignores statuses of another kind", () => {
    expect(derivedProcessStatus("local", [])).toBe("solicited");
    expect(derivedProcessStatus("local", ["readyForPickup", "toServe"])).toBe("toServe");
  });

  it("is never ahead of any line (property)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...ORDER_KINDS), fc.array(fc.nat(), { minLength: 1 }), (kind, picks) => {
        const chain: readonly ProcessStatus[] = PROCESS_CHAINS[kind];
        const lines = picks.map((pick) => chain[pick % chain.length]!);
        const derived = processStep(kind, derivedProcessStatus(kind, lines));
        expect(lines.every((line) => processStep(kind, line) >= derived)).toBe(true);
        expect(lines.some((line) => processStep(kind, line) === derived)).toBe(true);
      }),
    );
  });
});

describe("advance all (card header)", () => {
  it("brings every line behind the next step up to it and leaves the rest", () => {
    expect(advanceAll("local", ["solicited", "inProcess", "received"])).toEqual({
      target: "inProcess",
      parts: ["inProcess", "inProcess", "received"],
    });
    expect(advanceAll("recoger", ["inProcess", "inProcess"])).toEqual({
      target: "readyForPickup",
      parts: ["readyForPickup", "readyForPickup"],
    });
  });

  it("does nothing when everything is received", () => {
    expect(advanceAll("domicilio", ["received", "received"])).toEqual({
      target: undefined,
      parts: ["received", "received"],
    });
  });

  it("moves the derived status exactly one step and only along legal transitions (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ORDER_KINDS),
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        (kind, picks) => {
          const chain: readonly ProcessStatus[] = PROCESS_CHAINS[kind];
          const lines = picks.map((pick) => chain[pick % chain.length]!);
          const before = derivedProcessStatus(kind, lines);
          const { target, parts } = advanceAll(kind, lines);
          if (target === undefined) {
            expect(before).toBe("received");
            return;
          }
          expect(derivedProcessStatus(kind, parts)).toBe(target);
          expect(processStep(kind, target)).toBe(processStep(kind, before) + 1);
          parts.forEach((after, index) => {
            const from = lines[index]!;
            if (after !== from) expect(canTransitionProcess(kind, from, after)).toBe(true);
          });
        },
      ),
    );
  });
});

describe("table status", () => {
  it("follows a table through service: busy, bill printed, closed", () => {
    expect(transitionTable("available", "busy")).toEqual({ ok: true });
    expect(transitionTable("busy", "pendingPay")).toEqual({ ok: true });
    expect(transitionTable("pendingPay", "available")).toEqual({ ok: true });
  });

  it("takes more orders after the bill and frees a table closed before the bill", () => {
    expect(canTransitionTable("pendingPay", "busy")).toBe(true);
    expect(canTransitionTable("busy", "available")).toBe(true);
  });

  it("blocks and unblocks only a free table", () => {
    expect(canTransitionTable("available", "blocked")).toBe(true);
    expect(canTransitionTable("blocked", "available")).toBe(true);
    expect(transitionTable("busy", "blocked")).toEqual({
      ok: false,
      code: "tables.illegal_status_transition",
      from: "busy",
      to: "blocked",
    });
    expect(canTransitionTable("pendingPay", "blocked")).toBe(false);
    expect(canTransitionTable("blocked", "busy")).toBe(false);
  });

  it("refuses opening the bill of a free table and same-status moves", () => {
    expect(canTransitionTable("available", "pendingPay")).toBe(false);
    for (const status of TABLE_STATUSES) expect(canTransitionTable(status, status)).toBe(false);
  });

  it("parses the spec's table statuses", () => {
    expect(tableStatusSchema.options).toEqual(["available", "busy", "pendingPay", "blocked"]);
  });
});

describe("error codes", () => {
  it("are stable", () => {
    expect(ORDER_STATUS_ERRORS).toEqual({
      illegalStatusTransition: "orders.illegal_status_transition",
      illegalProcessStatusTransition: "orders.illegal_process_status_transition",
      illegalTableStatusTransition: "tables.illegal_status_transition",
    });
  });
});
