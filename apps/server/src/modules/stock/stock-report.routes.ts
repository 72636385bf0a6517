import {
  DOWNLOAD_FORMATS,
  type StockReport,
  stockReportBodySchema,
  withinReportRange,
} from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { ok } from "../../platform/http/envelope";
import { type ReportTable, sendReportFile } from "../reports/report-files";
import type { SettingsService } from "../settings/settings.service";
import { warehouseByUuid } from "./purchases.entity";
import { stockReport } from "./stock-report";

const config = { lockModule: "stock" } as const;
const tags = ["reports", "stock"];
const downloadQuery = withinReportRange(
  z.object({
    date_from: z.iso.date(),
    date_to: z.iso.date(),
    warehouse_uuid: z.uuid().optional(),
    format: z.enum(DOWNLOAD_FORMATS).default("xlsx"),
  }),
);

const text = (key: string) => ({ key, type: "text" as const });
const number = (key: string) => ({ key, type: "number" as const });
const money = (key: string) => ({ key, type: "money" as const });

function stockTable(report: StockReport): ReportTable {
  return {
    title: "reports.report.stock",
    columns: [
      text("name"),
      text("unit"),
      number("opening"),
      number("purchased"),
      money("purchased_cost"),
      number("sold"),
      money("sold_cost"),
      number("counted"),
      money("counted_cost"),
      number("closing"),
      money("closing_value"),
    ],
    rows: report.results,
  };
}

/**
 * The reports section's stock report (spec §7 Reports "stock"): a reports call, so it needs
 * `reports.view`, and behind the stock module like every stock call.
 */
export function registerStockReportRoutes(
  app: FastifyInstance,
  { db, settings }: { db: Db; settings: Pick<SettingsService, "get"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  async function read(
    request: FastifyRequest,
    query: { date_from: string; date_to: string; warehouse_uuid?: string },
  ) {
    let warehouseId: number | undefined;
    if (query.warehouse_uuid !== undefined) {
      const warehouse = await warehouseByUuid(db, request.local.id, query.warehouse_uuid);
      if (!warehouse) throw errors.notFound();
      warehouseId = warehouse.id;
    }
    const { timezone } = await settings.get(request.local.id, "global");
    return stockReport(db, {
      localId: request.local.id,
      from: query.date_from,
      to: query.date_to,
      timeZone: timezone,
      warehouseId,
    });
  }

  r.post(
    "/api/v1/reports/stock",
    { config, schema: { tags, body: stockReportBodySchema } },
    async (request) => ok(await read(request, request.body)),
  );

  r.get(
    "/api/v1/reports/download_stock",
    { config, schema: { tags, querystring: downloadQuery } },
    async (request, reply) =>
      sendReportFile(
        reply,
        settings,
        request.local.id,
        stockTable(await read(request, request.query)),
        "stock",
        request.query,
      ),
  );
}
