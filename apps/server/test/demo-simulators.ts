import { z } from "zod";

/** One call to the API as a manager signed in (`path` after `/api/`), answering the envelope's data. */
export type ManagerCall = (method: "GET" | "PUT" | "POST", path: string, body?: unknown) => Promise<unknown>;

const tillsSchema = z.object({ results: z.array(z.object({ id: z.number(), name: z.string() })) });

/**
 * Makes a local charge on the payment simulators, as a manager would in Settings: the card
 * terminal and the cash machine switched on, every till on the simulated terminal. Through the
 * public API, so the demo started with `--start` is the demo a user would have set up by hand.
 * Answers the names of the tills now on the terminal.
 */
export async function chargeOnSimulators(call: ManagerCall, terminalId: string): Promise<string[]> {
  await call("PUT", "v1/settings/global", { use_payment_terminal: true, use_cashmatic: true });
  const tills = tillsSchema.parse(await call("GET", "v1/tpv?page_size=100")).results;
  for (const till of tills)
    await call("POST", "v1/payments/dojo/till_terminal", { tpv: till.id, terminal_id: terminalId });
  return tills.map((till) => till.name);
}
