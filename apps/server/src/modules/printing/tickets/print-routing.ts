import type { CategoryLink, PrinterWidth } from "@comanda/domain";

/**
 * Which printer prints what (issue 8, Deliver 1 and 2). Pure: the caller loads the local's
 * printers, zones, categories and families once per job. The precedence is written down in
 * docs/decisions.md ("Printer routing").
 */

export interface RoutablePrinter {
  id: number;
  category: readonly number[];
  family: number | null;
  zone: number | null;
  main_tpv: number | null;
  secondary_tpv: number | null;
  allow_to_march: boolean;
  printer_width: PrinterWidth;
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

export interface KitchenRouting {
  printers: readonly RoutablePrinter[];
  zones: readonly RoutableZone[];
  categories: readonly RoutableCategory[];
  families: readonly RoutableFamily[];
  printBy: "category" | "family";
  /** The order's zone: its table's, or the zone its till serves; null when neither. */
  zoneId: number | null;
  /** The till the job was sent from. */
  tpvId: number | null;
  aggregateSamePrinter: boolean;
  companionSamePrinter: boolean;
}

export interface RoutableLine {
  id: number;
  category_id: number | null;
}

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
 * Of the printers that take a line, the most specific ones: those of the order's zone, else
 * those of no zone; then those whose main till is the sending till, else whose secondary till
 * is, else those of no till. A printer tied to another zone or till never gets the line.
 */
function mostSpecific(candidates: readonly RoutablePrinter[], routing: KitchenRouting): RoutablePrinter[] {
  const withZones = candidates.map((printer) => ({ printer, zones: printerZones(printer, routing.zones) }));
  const ofZone = withZones.filter(({ zones }) => routing.zoneId !== null && zones.has(routing.zoneId));
  const byZone = (ofZone.length > 0 ? ofZone : withZones.filter(({ zones }) => zones.size === 0)).map(
    ({ printer }) => printer,
  );
  const tpv = routing.tpvId;
  const main = byZone.filter((printer) => tpv !== null && printer.main_tpv === tpv);
  if (main.length > 0) return main;
  const secondary = byZone.filter((printer) => tpv !== null && printer.secondary_tpv === tpv);
  if (secondary.length > 0) return secondary;
  return byZone.filter((printer) => printer.main_tpv === null && printer.secondary_tpv === null);
}

/**
 * Kitchen, cancellation and march tickets: the lines each printer prints, by printer id in
 * ascending order, each printer's lines in the order given. A march goes only to printers
 * that allow marches. Lines no printer takes are left out.
 */
export function routeKitchenLines(
  lines: readonly RoutableLine[],
  routing: KitchenRouting,
  { march = false }: { march?: boolean } = {},
): Map<number, number[]> {
  const categoriesById = new Map(routing.categories.map((category) => [category.id, category]));
  const chains = new Map(lines.map((line) => [line.id, categoryChain(line.category_id, categoriesById)]));

  const ownPrinters = (chain: readonly number[]): RoutablePrinter[] => {
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
    return mostSpecific(takers, routing);
  };

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
  for (const line of lines) {
    const hosts = hostsOf(line);
    const fromHosts = new Map(
      hosts.flatMap((host) => ownPrinters(chains.get(host.id) ?? [])).map((printer) => [printer.id, printer]),
    );
    const printers = fromHosts.size > 0 ? [...fromHosts.values()] : ownPrinters(chains.get(line.id) ?? []);
    for (const printer of printers) {
      if (march && !printer.allow_to_march) continue;
      routed.set(printer.id, [...(routed.get(printer.id) ?? []), line.id]);
    }
  }
  return new Map([...routed.entries()].sort(([a], [b]) => a - b));
}

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

/**
 * Bills and tickets go to one printer: the till's main printer (the till of the ticket
 * settings, else the sending till; its main printer, else one it is secondary for) or the
 * zone's main printer. The till comes first when the settings name a till or
 * `use_main_printer_in_tpv` is on, the zone first otherwise; each is the other's fallback.
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
 * A till's printer: the one it is main TPV of, else one it is secondary for. Among several,
 * one that takes no kitchen lines (no category, no family) first: a kitchen printer standing
 * at the till is not where a client's ticket or a cash report should come out. Then lowest id.
 */
export function tillPrinterOf<
  P extends Pick<RoutablePrinter, "id" | "main_tpv" | "secondary_tpv" | "category" | "family">,
>(printers: readonly P[], tpvId: number | null): P | undefined {
  if (tpvId === null) return undefined;
  const takesKitchenLines = (printer: P) => printer.category.length > 0 || printer.family !== null;
  const ordered = [...printers].sort(
    (a, b) => Number(takesKitchenLines(a)) - Number(takesKitchenLines(b)) || a.id - b.id,
  );
  return (
    ordered.find((printer) => printer.main_tpv === tpvId) ??
    ordered.find((printer) => printer.secondary_tpv === tpvId)
  );
}
