import { describe, expect, it } from "vitest";
import {
  newCommandPath,
  newTakeawayPath,
  openCommandPath,
  openOrderPath,
  orderTargetOf,
} from "./request-paths";

const target = (path: string) => orderTargetOf(new URL(path, "http://till").searchParams);

describe("order screen paths", () => {
  it("reads back what the table screen asked for", () => {
    expect(target(newCommandPath(5, 4))).toEqual({ kind: "new", table: 5, guests: 4 });
    expect(target(openCommandPath(31))).toEqual({ kind: "open", command: 31 });
  });

  it("takes one guest when none is said, and the command over a table", () => {
    expect(target("/requests/new?table=5")).toEqual({ kind: "new", table: 5, guests: 1 });
    expect(target("/requests/new?table=5&command=9")).toEqual({ kind: "open", command: 9 });
  });

  it("opens a new pickup or delivery order, and nothing for another kind", () => {
    expect(target(newTakeawayPath("recoger"))).toEqual({ kind: "takeaway", orderKind: "recoger" });
    expect(target(newTakeawayPath("domicilio"))).toEqual({ kind: "takeaway", orderKind: "domicilio" });
    expect(target("/requests/new?kind=barra")).toBeUndefined();
    expect(target(openOrderPath(12))).toEqual({ kind: "order", order: 12 });
  });

  it.each([
    "/requests/new",
    "/requests/new?table=0",
    "/requests/new?table=-2",
    "/requests/new?table=1.5",
    "/requests/new?command=abc",
  ])("opens nothing for %s", (path) => {
    expect(target(path)).toBeUndefined();
  });
});
