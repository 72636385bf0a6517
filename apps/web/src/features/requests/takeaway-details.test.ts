import { ORDER_RULE_ERRORS, orderInsertSchema, orderUpdateSchema } from "@comanda/domain";
import { describe, expect, it } from "vitest";
import {
  addressLine,
  addressToUse,
  dayAfter,
  emptyTakeawayDetails,
  isTakeawayProblem,
  problemsBySection,
  type TakeawayDetails,
  takeawayBody,
  takeawayChanges,
  takeawayDetailsOf,
  takeawayProblems,
  takeawayProblemTextKey,
  withClient,
  withDeliveryDate,
  withShiftTime,
  withSoonAsPossible,
} from "./takeaway-details";

const TODAY = "2026-06-10";
const TOMORROW = "2026-06-11";
const SLOT = "2026-06-10T11:30:00.000Z";
const ana = { id: 7, name: "Ana López", phone: "612 345 678" };

const details = (patch: Partial<TakeawayDetails> = {}): TakeawayDetails => ({
  ...emptyTakeawayDetails(TODAY),
  ...patch,
});

describe("emptyTakeawayDetails", () => {
  it("starts with no client, as soon as possible, today", () => {
    expect(emptyTakeawayDetails(TODAY)).toEqual({
      client: null,
      address: null,
      soonAsPossible: true,
      shiftTime: null,
      deliveryDate: TODAY,
    });
  });
});

describe("withClient", () => {
  it("drops the previous client's address", () => {
    const next = withClient(details({ client: ana, address: 3 }), { id: 8, name: "Luis", phone: null });
    expect(next.client).toEqual({ id: 8, name: "Luis", phone: null });
    expect(next.address).toBeNull();
  });

  it("keeps when the order is wanted", () => {
    const next = withClient(details({ soonAsPossible: false, shiftTime: SLOT }), ana);
    expect(next).toMatchObject({ soonAsPossible: false, shiftTime: SLOT, deliveryDate: TODAY });
  });

  it("clears the client with null", () => {
    expect(withClient(details({ client: ana, address: 3 }), null)).toMatchObject({
      client: null,
      address: null,
    });
  });
});

describe("withSoonAsPossible", () => {
  it("on: drops the slot and moves the day back to today", () => {
    const next = withSoonAsPossible(
      details({ soonAsPossible: false, shiftTime: "2026-06-11T11:30:00.000Z", deliveryDate: TOMORROW }),
      true,
      TODAY,
    );
    expect(next).toMatchObject({ soonAsPossible: true, shiftTime: null, deliveryDate: TODAY });
  });

  it("off: keeps the day and leaves the slot to be chosen", () => {
    const next = withSoonAsPossible(details(), false, TODAY);
    expect(next).toMatchObject({ soonAsPossible: false, shiftTime: null, deliveryDate: TODAY });
  });
});

describe("withShiftTime", () => {
  it("a chosen slot is no longer as soon as possible", () => {
    expect(withShiftTime(details(), SLOT)).toMatchObject({ soonAsPossible: false, shiftTime: SLOT });
  });
});

describe("withDeliveryDate", () => {
  it("another day drops the slot of the old day", () => {
    const next = withDeliveryDate(details({ soonAsPossible: false, shiftTime: SLOT }), TOMORROW, TODAY);
    expect(next).toMatchObject({ deliveryDate: TOMORROW, shiftTime: null, soonAsPossible: false });
  });

  it("a day after today cannot be as soon as possible", () => {
    expect(withDeliveryDate(details(), TOMORROW, TODAY).soonAsPossible).toBe(false);
  });

  it("back to today keeps the choice made", () => {
    const tomorrow = details({ soonAsPossible: false, deliveryDate: TOMORROW });
    expect(withDeliveryDate(tomorrow, TODAY, TODAY)).toMatchObject({
      deliveryDate: TODAY,
      soonAsPossible: false,
    });
  });

  it("the same day changes nothing, the slot stays", () => {
    const chosen = details({ soonAsPossible: false, shiftTime: SLOT });
    expect(withDeliveryDate(chosen, TODAY, TODAY)).toBe(chosen);
  });
});

describe("dayAfter", () => {
  it("steps one calendar day, across months, years and leap days", () => {
    expect(dayAfter("2026-06-10")).toBe("2026-06-11");
    expect(dayAfter("2026-06-30")).toBe("2026-07-01");
    expect(dayAfter("2026-12-31")).toBe("2027-01-01");
    expect(dayAfter("2028-02-28")).toBe("2028-02-29");
    expect(dayAfter("2026-03-28")).toBe("2026-03-29");
  });
});

describe("addressToUse", () => {
  const addresses = [
    { id: 1, principal: false },
    { id: 2, principal: true },
    { id: 3, principal: false },
  ];

  it("takes the principal when none is chosen", () => {
    expect(addressToUse(addresses, null)).toBe(2);
  });

  it("keeps the chosen one while it is the client's", () => {
    expect(addressToUse(addresses, 3)).toBe(3);
  });

  it("replaces a chosen one that is not the client's (deleted, another client's)", () => {
    expect(addressToUse(addresses, 99)).toBe(2);
  });

  it("takes the first when none is principal", () => {
    expect(
      addressToUse(
        [
          { id: 5, principal: false },
          { id: 6, principal: false },
        ],
        null,
      ),
    ).toBe(5);
  });

  it("has none for a client without addresses", () => {
    expect(addressToUse([], 4)).toBeNull();
  });
});

describe("addressLine", () => {
  it("joins the street, postal code, town and city", () => {
    expect(
      addressLine({ address: "Calle Mayor 5", postal_code: "28013", town: "Getafe", city: "Madrid" }),
    ).toBe("Calle Mayor 5, 28013 Getafe, Madrid");
  });

  it("leaves out what is missing and a city equal to the town", () => {
    expect(addressLine({ address: "Calle Mayor 5", postal_code: null, town: "Madrid", city: "Madrid" })).toBe(
      "Calle Mayor 5, Madrid",
    );
    expect(addressLine({ address: "Calle Mayor 5", postal_code: null, town: null, city: null })).toBe(
      "Calle Mayor 5",
    );
  });
});

describe("takeawayProblems", () => {
  const ready = details({ client: ana, address: 3, soonAsPossible: false, shiftTime: SLOT });

  it("a pickup or delivery order needs a client and a time (spec §5)", () => {
    const none = details({ soonAsPossible: false });
    expect(takeawayProblems("recoger", none)).toEqual([
      ORDER_RULE_ERRORS.clientRequired,
      ORDER_RULE_ERRORS.shiftTimeRequired,
    ]);
  });

  it("a delivery also needs an address (spec §5)", () => {
    expect(takeawayProblems("domicilio", details({ soonAsPossible: false }))).toEqual([
      ORDER_RULE_ERRORS.clientRequired,
      ORDER_RULE_ERRORS.addressRequired,
      ORDER_RULE_ERRORS.shiftTimeRequired,
    ]);
  });

  it("a pickup needs no address", () => {
    expect(takeawayProblems("recoger", { ...ready, address: null })).toEqual([]);
  });

  it("as soon as possible needs no slot, as the server takes it", () => {
    expect(takeawayProblems("domicilio", { ...ready, soonAsPossible: true, shiftTime: null })).toEqual([]);
  });

  it("finds nothing wrong in a complete order", () => {
    expect(takeawayProblems("recoger", ready)).toEqual([]);
    expect(takeawayProblems("domicilio", ready)).toEqual([]);
  });

  it("lets the client go when the local takes orders without one", () => {
    const anonymous = { ...ready, client: null };
    expect(takeawayProblems("recoger", anonymous, { clientOptional: true })).toEqual([]);
    expect(takeawayProblems("recoger", anonymous)).toEqual([ORDER_RULE_ERRORS.clientRequired]);
  });

  it("keeps a delivery without a client needing an address: addresses are clients'", () => {
    expect(
      takeawayProblems("domicilio", { ...ready, client: null, address: null }, { clientOptional: true }),
    ).toEqual([ORDER_RULE_ERRORS.addressRequired]);
  });

  it("uses the server's message keys", () => {
    expect(ORDER_RULE_ERRORS.clientRequired).toBe("orders.client_required");
    expect(ORDER_RULE_ERRORS.addressRequired).toBe("orders.address_required");
    expect(ORDER_RULE_ERRORS.shiftTimeRequired).toBe("orders.shift_time_required");
  });
});

describe("problem messages", () => {
  it("knows its own problems and nothing else", () => {
    expect(isTakeawayProblem(ORDER_RULE_ERRORS.clientRequired)).toBe(true);
    expect(isTakeawayProblem(ORDER_RULE_ERRORS.tableRequired)).toBe(false);
    expect(isTakeawayProblem("Esa hora ya no está disponible")).toBe(false);
    expect(isTakeawayProblem("toString")).toBe(false);
  });

  it("gives each problem a key of the web's catalogue", () => {
    expect(takeawayProblemTextKey(ORDER_RULE_ERRORS.clientRequired)).toBe(
      "requests.takeaway.problems.clientRequired",
    );
    expect(takeawayProblemTextKey(ORDER_RULE_ERRORS.addressRequired)).toBe(
      "requests.takeaway.problems.addressRequired",
    );
    expect(takeawayProblemTextKey(ORDER_RULE_ERRORS.shiftTimeRequired)).toBe(
      "requests.takeaway.problems.shiftTimeRequired",
    );
  });

  it("puts each message by the part of the panel it is about, other texts apart", () => {
    expect(
      problemsBySection([
        ORDER_RULE_ERRORS.shiftTimeRequired,
        "Esa hora ya no está disponible",
        ORDER_RULE_ERRORS.clientRequired,
        ORDER_RULE_ERRORS.addressRequired,
      ]),
    ).toEqual({
      client: [ORDER_RULE_ERRORS.clientRequired],
      address: [ORDER_RULE_ERRORS.addressRequired],
      when: [ORDER_RULE_ERRORS.shiftTimeRequired],
      other: ["Esa hora ya no está disponible"],
    });
  });
});

describe("takeawayBody", () => {
  it("sends a delivery's client, address, slot and day", () => {
    const body = takeawayBody(
      "domicilio",
      details({ client: ana, address: 3, soonAsPossible: false, shiftTime: SLOT }),
    );
    expect(body).toEqual({
      client: 7,
      address: 3,
      soon_as_possible: false,
      shift_time: SLOT,
      delivery_date: TODAY,
    });
  });

  it("sends no address with a pickup", () => {
    const body = takeawayBody(
      "recoger",
      details({ client: ana, address: 3, soonAsPossible: false, shiftTime: SLOT }),
    );
    expect(body).toEqual({ client: 7, soon_as_possible: false, shift_time: SLOT, delivery_date: TODAY });
  });

  it("sends no slot when it is as soon as possible", () => {
    const body = takeawayBody("recoger", details({ client: ana, soonAsPossible: true, shiftTime: SLOT }));
    expect(body).toEqual({ client: 7, soon_as_possible: true, delivery_date: TODAY });
  });

  it("leaves out what is not chosen", () => {
    expect(takeawayBody("domicilio", details({ address: 3 }))).toEqual({
      soon_as_possible: true,
      delivery_date: TODAY,
    });
  });

  it("is what the server's order schema accepts, as it is", () => {
    const bodies = [
      takeawayBody("domicilio", details({ client: ana, address: 3, soonAsPossible: false, shiftTime: SLOT })),
      takeawayBody("recoger", details({ client: ana })),
    ];
    for (const body of bodies) {
      const parsed = orderInsertSchema.safeParse({ ...body, products: [{ id: 1, qty: 1 }] });
      expect(parsed.success).toBe(true);
      expect(parsed.data).toMatchObject(body);
    }
  });
});

describe("a sent order's who and when, changed", () => {
  const sent = takeawayDetailsOf(
    { address: 3, soon_as_possible: false, shift_time: SLOT, delivery_date: TODAY },
    ana,
    "2026-06-11",
  );

  it("reads the order as the panel holds it", () => {
    expect(sent).toEqual(details({ client: ana, address: 3, soonAsPossible: false, shiftTime: SLOT }));
    expect(
      takeawayDetailsOf(
        { address: null, soon_as_possible: true, shift_time: null, delivery_date: null },
        null,
        TODAY,
      ),
    ).toEqual(emptyTakeawayDetails(TODAY));
  });

  it("sends nothing when nothing changed: the order keeps its own slot", () => {
    expect(takeawayChanges("domicilio", sent, sent)).toEqual({});
  });

  it("sends another address alone, and a new client with the address chosen for them", () => {
    expect(takeawayChanges("domicilio", sent, { ...sent, address: 9 })).toEqual({ address: 9 });
    const luis = { id: 8, name: "Luis", phone: null };
    expect(takeawayChanges("domicilio", sent, { ...withClient(sent, luis), address: 12 })).toEqual({
      client: 8,
      address: 12,
    });
    expect(takeawayChanges("recoger", sent, withClient(sent, luis))).toEqual({ client: 8 });
  });

  it('sends another slot with its day, and "as soon as possible" without a slot', () => {
    const later = "2026-06-11T18:30:00.000Z";
    expect(
      takeawayChanges("recoger", sent, withShiftTime(withDeliveryDate(sent, "2026-06-11", TODAY), later)),
    ).toEqual({ shift_time: later, delivery_date: "2026-06-11" });
    expect(takeawayChanges("recoger", sent, withSoonAsPossible(sent, true, TODAY))).toEqual({
      soon_as_possible: true,
    });
  });

  it("is what the server's update schema accepts", () => {
    const changes = takeawayChanges("domicilio", sent, {
      ...sent,
      address: 9,
      shiftTime: "2026-06-10T19:00:00Z",
    });
    expect(orderUpdateSchema.safeParse(changes).success).toBe(true);
  });
});
