import { z } from "zod";
import type { CategoryLink } from "./menu";

/**
 * Which printer prints what (issues 8 and 24). Pure, shared by the server's planner and the
 * screens that show where each category prints: the caller loads the local's printers, zones,
 * categories and families. The precedence is written down in docs/decisions.md ("Ticket
 * rendering and printer routing", "No line without a printer").
 */

export interface RoutablePrinter {
  id: number;
  category: readonly number[];
  family: number | null;
  zone: number | null;
  main_tpv: number | null;
  secondary_tpv: number | null;
  allow_to_march: boolean;
}

export interface RoutableZone {
  id: number;
  printers: readonly number[];
  main_printer: number | null;
  tpv: number | null;
}

export interface RoutableCategory {
  id: number;
  parent: number | null;
  links: readonly CategoryLink[];
}

export interface RoutableFamily {
  id: number;
  categories: readonly number[];
}

/** Where a client ticket goes; also where lines no station takes go (the fallback). */
export interface ClientTicketRouting {
  printers: readonly RoutablePrinter[];
  zones: readonly RoutableZone[];
  zoneId: number | null;
  /** The till the job was sent from. */
  tpvId: number | null;
  /** The ticket settings' `tpv` (the till that prints every client ticket), as an id. */
  ticketTpvId: number | null;
  useMainPrinterInTpv: boolean;
}

export interface KitchenRouting extends ClientTicketRouting {
  categories: readonly RoutableCategory[];
  families: readonly RoutableFamily[];
  printBy: "category" | "family";
  aggregateSamePrinter: boolean;
  companionSamePrinter: boolean;
}

export interface RoutableLine {
  id: number;
  category_id: number | null;
}

/**
 * What a kitchen, cancellation or march ticket prints where: each printer's lines (printers by
 * id, lines in the order given). `fallback` holds the lines no station takes in the order's
 * zone, and the printer they print on instead (with a warning), or null when nothing is left.
 */
export interface KitchenRoute {
  printers: Map<number, number[]>;
  fallback: { printer: number; lines: number[] } | null;
}

/**
 * Why a delivery came out on the fallback printer, by name (what staff read on the till, in
 * the queue and on the ticket): lines of `category` (null: lines without a category) that no
 * printer takes in `zone` (null: an order with no table at a till that serves no zone), or a
 * client ticket (`category` unused) that neither its till nor its zone has a printer for.
 */
export const routingGapSchema = z.object({
  kind: z.enum(["lines", "ticket"]),
  category: z.string().nullable(),
  zone: z.string().nullable(),
});
export type RoutingGap = z.infer<typeof routingGapSchema>;

/** The category and its parents, nearest first (a subcategory's lines go where its parent's go). */
function categoryChain(categoryId: number | null, byId: ReadonlyMap<number, RoutableCategory>): number[] {
  const chain: number[] = [];
  let current = categoryId;
  while (current !== null && !chain.includes(current)) {
    chain.push(current);
    current = byId.get(current)?.parent ?? null;
  }
  return chain;
}

/** Zones a printer belongs to: its own `zone` and every zone that lists it among its printers. */
function printerZones(printer: RoutablePrinter, zones: readonly RoutableZone[]): Set<number> {
  const tied = new Set<number>(printer.zone === null ? [] : [printer.zone]);
  for (const zone of zones) if (zone.printers.includes(printer.id)) tied.add(zone.id);
  return tied;
}

/**
 * Of the printers that take a line, the stations for this order: those of the order's zone,
 * else those of no zone (a printer tied to another zone never gets the line). Among them the
 * till only chooses: those whose main till is the sending till, else whose secondary till is,
 * else those of no till, else all of them — a printer's till also says where its drawer and
 * client tickets are, so it must not hide the only bar from the other tills.
 */
function stationsFor(candidates: readonly RoutablePrinter[], routing: KitchenRouting): RoutablePrinter[] {
  const withZones = candidates.map((printer) => ({ printer, zones: printerZones(printer, routing.zones) }));
  const ofZone = withZones.filter(({ zones }) => routing.zoneId !== null && zones.has(routing.zoneId));
  const byZone = (ofZone.length > 0 ? ofZone : withZones.filter(({ zones }) => zones.size === 0)).map(
    ({ printer }) => printer,
  );
  const tpv = routing.tpvId;
  const tiers = [
    byZone.filter((printer) => tpv !== null && printer.main_tpv === tpv),
    byZone.filter((printer) => tpv !== null && printer.secondary_tpv === tpv),
    byZone.filter((printer) => printer.main_tpv === null && printer.secondary_tpv === null),
  ];
  return tiers.find((tier) => tier.length > 0) ?? byZone;
}

/** The stations a category's lines go to, by the kitchen-ticket settings' `print_by`. */
function categoryStations(chain: readonly number[], routing: KitchenRouting): RoutablePrinter[] {
  const families =
    routing.printBy === "family"
      ? new Set(
          routing.families
            .filter((family) => family.categories.some((id) => chain.includes(id)))
            .map((family) => family.id),
        )
      : undefined;
  const takers = routing.printers.filter((printer) =>
    families
      ? printer.family !== null && families.has(printer.family)
      : printer.category.some((id) => chain.includes(id)),
  );
  return stationsFor(takers, routing);
}

/**
 * Kitchen, cancellation and march tickets. A line goes to its category's stations; with
 * `aggregate_same_printer` / `companion_same_printer`, to the stations of the dish it goes with
 * on the same ticket. A march goes only to stations that allow marches (one that does not is a
 * choice, not a gap). A line with no station at all goes to the fallback printer.
 */
export function routeKitchenLines(
  lines: readonly RoutableLine[],
  routing: KitchenRouting,
  { march = false }: { march?: boolean } = {},
): KitchenRoute {
  const categoriesById = new Map(routing.categories.map((category) => [category.id, category]));
  const chains = new Map(lines.map((line) => [line.id, categoryChain(line.category_id, categoriesById)]));
  const stationsOf = (line: RoutableLine) => categoryStations(chains.get(line.id) ?? [], routing);

  /** Lines of the same ticket whose category has this line's category as aggregate or companion. */
  const hostsOf = (line: RoutableLine): RoutableLine[] => {
    const chain = chains.get(line.id) ?? [];
    return lines.filter((other) => {
      if (other.id === line.id) return false;
      return (chains.get(other.id) ?? []).some((id) =>
        (categoriesById.get(id)?.links ?? []).some(
          (link) =>
            chain.includes(link.category) &&
            ((link.type === "aggregate" && routing.aggregateSamePrinter) ||
              (link.type === "companion" && routing.companionSamePrinter)),
        ),
      );
    });
  };

  const routed = new Map<number, number[]>();
  const unrouted: number[] = [];
  const add = (printerId: number, lineId: number) =>
    routed.set(printerId, [...(routed.get(printerId) ?? []), lineId]);
  for (const line of lines) {
    const fromHosts = new Map(
      hostsOf(line)
        .flatMap(stationsOf)
        .map((printer) => [printer.id, printer]),
    );
    const stations = fromHosts.size > 0 ? [...fromHosts.values()] : stationsOf(line);
    if (stations.length === 0) unrouted.push(line.id);
    for (const printer of stations) if (!march || printer.allow_to_march) add(printer.id, line.id);
  }
  const fallbackPrinter = unrouted.length > 0 ? fallbackPrinterOf(routing) : null;
  if (fallbackPrinter !== null) for (const lineId of unrouted) add(fallbackPrinter, lineId);
  return {
    printers: new Map([...routed.entries()].sort(([a], [b]) => a - b)),
    fallback: fallbackPrinter === null ? null : { printer: fallbackPrinter, lines: unrouted },
  };
}

/**
 * Bills and tickets go to one printer: the till's main printer (the till of the ticket
 * settings, else the sending till; its main printer, else one it is secondary for) or the
 * zone's main printer. The till comes first when the settings name a till or
 * `use_main_printer_in_tpv` is on, the zone first otherwise; each is the other's fallback.
 * Null when neither has one (the planner then uses `fallbackPrinterOf`).
 */
export function routeClientTicket(routing: ClientTicketRouting): number | null {
  const live = new Set(routing.printers.map((printer) => printer.id));
  const tillPrinter = tillPrinterOf(routing.printers, routing.ticketTpvId ?? routing.tpvId);
  const zoneMain = routing.zones.find((zone) => zone.id === routing.zoneId)?.main_printer ?? null;
  const zonePrinter = zoneMain !== null && live.has(zoneMain) ? zoneMain : null;
  const tillFirst = routing.ticketTpvId !== null || routing.useMainPrinterInTpv;
  return tillFirst ? (tillPrinter?.id ?? zonePrinter) : (zonePrinter ?? tillPrinter?.id ?? null);
}

/**
 * Where something no printer is set up for prints instead: where the order's bill would
 * print (in front of the staff who took it), else the local's first printer that takes no
 * kitchen lines (its ticket printer), else its first printer. Null only with no printers.
 */
export function fallbackPrinterOf(routing: ClientTicketRouting): number | null {
  const byId = [...routing.printers].sort((a, b) => a.id - b.id);
  return (
    routeClientTicket(routing) ??
    byId.find((printer) => !takesKitchenLines(printer))?.id ??
    byId[0]?.id ??
    null
  );
}

const takesKitchenLines = (printer: Pick<RoutablePrinter, "category" | "family">) =>
  printer.category.length > 0 || printer.family !== null;

/**
 * A till's printer: the one it is main TPV of, else one it is secondary for. Among several,
 * one that takes no kitchen lines (no category, no family) first: a kitchen printer standing
 * at the till is not where a client's ticket or a cash report should come out. Then lowest id.
 */
export function tillPrinterOf<
  P extends Pick<RoutablePrinter, "id" | "main_tpv" | "secondary_tpv" | "category" | "family">,
>(printers: readonly P[], tpvId: number | null): P | undefined {
  if (tpvId === null) return undefined;
  const ordered = [...printers].sort(
    (a, b) => Number(takesKitchenLines(a)) - Number(takesKitchenLines(b)) || a.id - b.id,
  );
  return (
    ordered.find((printer) => printer.main_tpv === tpvId) ??
    ordered.find((printer) => printer.secondary_tpv === tpvId)
  );
}

/** The zone an order without a table takes its routing from: the first zone its till serves. */
export function zoneOfTill(zones: readonly RoutableZone[], tpvId: number | null): number | null {
  return tpvId === null ? null : (zones.find((zone) => zone.tpv === tpvId)?.id ?? null);
}

/** One cell of the routing table: where a category's kitchen lines print in a zone. */
export interface RoutingCell {
  category: number;
  /** Null: orders with no table from a till that serves no zone (or from no till). */
  zone: number | null;
  /** The stations, for the zone's own till; empty when it is a gap. */
  printers: number[];
  /** The printer a gap's lines come out on instead; null when there is no gap (or no printer). */
  fallback: number | null;
}

/**
 * Where each category's lines print in each zone (and with no zone), as the screens show it
 * and warn about its gaps. A gap does not depend on the till (the till only chooses among
 * stations); the printers shown are the ones for the zone's own till.
 */
export function routingTable(
  routing: Omit<KitchenRouting, "zoneId" | "tpvId">,
  categoryIds: readonly number[],
): RoutingCell[] {
  const contexts = [
    ...routing.zones.map((zone) => ({ zone: zone.id, tpv: zone.tpv })),
    { zone: null, tpv: null },
  ];
  return contexts.flatMap(({ zone, tpv }) =>
    categoryIds.map((category) => {
      const { printers, fallback } = routeKitchenLines([{ id: 0, category_id: category }], {
        ...routing,
        zoneId: zone,
        tpvId: tpv,
      });
      return {
        category,
        zone,
        printers: fallback ? [] : [...printers.keys()],
        fallback: fallback?.printer ?? null,
      };
    }),
  );
}
