import {
  COMPARE_TO,
  DOWNLOAD_FORMATS,
  dashboardBodySchema,
  idField,
  informationParamsSchema,
  informationQuerySchema,
  menuEngineeringBodySchema,
  orderHistoryFilters,
  productsReportBodySchema,
  reportRangeSchema,
  requestsHistoriesBodySchema,
  withinReportRange,
} from "@comanda/domain";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { documentLanguage } from "../../platform/errors/messages";
import { ok } from "../../platform/http/envelope";
import type { MenuService } from "../menu/menu.service";
import type { SettingsService } from "../settings/settings.service";
import { menuEngineeringReport } from "./menu-engineering";
import { dashboardPdf, menuEngineeringTable } from "./report-documents";
import {
  EXPENSE_DOWNLOADS,
  expensesTable,
  informationTable,
  SALES_DOWNLOADS,
  salesTable,
} from "./report-downloads";
import { FILE_TYPES, type ReportTable, sendReportFile } from "./report-files";
import type { ReportsService } from "./reports.service";

const tags = ["reports"];
const base = "/api/v1/reports";
const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const downloadQuery = z.object({
  date_from: z.iso.date(),
  date_to: z.iso.date(),
  format: z.enum(DOWNLOAD_FORMATS).default("xlsx"),
});
const limitedDownloadQuery = withinReportRange(downloadQuery);
const queryId = z.coerce.number().pipe(idField).optional();
/** The sales downloads; the order list's file takes the screen's filters too. */
const salesDownloadQuery = withinReportRange(
  z.object({
    ...downloadQuery.shape,
    kind: orderHistoryFilters.kind,
    status: orderHistoryFilters.status,
    table: queryId,
    worker: queryId,
    client: queryId,
    product: queryId,
  }),
);
const dashboardDownloadQuery = withinReportRange(
  z.object({
    date_from: z.iso.date(),
    date_to: z.iso.date(),
    compare_to: z.enum(COMPARE_TO).default("previous_period"),
  }),
);
const menuEngineeringDownloadQuery = withinReportRange(
  z.object({ ...downloadQuery.shape, category: queryId }),
);

/** Spec §7 Reports: the dashboard, sales, expenses and informes calls, and their downloads. */
export function registerReportsRoutes(
  app: FastifyInstance,
  { reports, settings, menu }: { reports: ReportsService; settings: SettingsService; menu: MenuService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const range = { tags, body: reportRangeSchema };

  r.post(`${base}/dashboard/sales`, { schema: { tags, body: dashboardBodySchema } }, async (request) =>
    ok(await reports.dashboardSales(request.local.id, request.body)),
  );
  r.post(`${base}/average_ticket`, { schema: range }, async (request) =>
    ok(await reports.averageTicket(request.local.id, request.body)),
  );
  r.post(`${base}/hourly_billing`, { schema: range }, async (request) =>
    ok(await reports.hourlyBilling(request.local.id, request.body)),
  );
  r.post(`${base}/widgets`, { schema: range }, async (request) =>
    ok(await reports.widgets(request.local.id, request.body)),
  );
  r.post(`${base}/expenses`, { schema: range }, async (request) =>
    ok(await reports.expenses(request.local.id, request.body)),
  );
  r.post(`${base}/expenses_report`, { schema: range }, async (request) =>
    ok(await reports.expensesReport(request.local.id, request.body)),
  );
  r.post(`${base}/economic_subscriptions_report`, { schema: range }, async (request) =>
    ok(await reports.economicSubscriptionsReport(request.local.id, request.body)),
  );
  r.post(`${base}/consumptions_report`, { schema: range }, async (request) =>
    ok(await reports.consumptionsReport(request.local.id, request.body)),
  );
  r.post(
    `${base}/sales/products_report`,
    { schema: { tags, body: productsReportBodySchema } },
    async (request) => ok(await reports.productsReport(request.local.id, request.body)),
  );
  r.post(`${base}/sales/requests_sales`, { schema: range }, async (request) =>
    ok(await reports.requestsSales(request.local.id, request.body)),
  );
  r.post(
    `${base}/sales/requests_histories`,
    { schema: { tags, body: requestsHistoriesBodySchema } },
    async (request) => ok(await reports.requestsHistories(request.local.id, request.body)),
  );
  r.get(`${base}/sales/requests_histories/:id`, { schema: { tags, params: idParams } }, async (request) =>
    ok(await reports.requestHistory(request.local.id, request.params.id)),
  );
  r.post(`${base}/sales/red_flags`, { schema: range }, async (request) =>
    ok(await reports.redFlags(request.local.id, request.body)),
  );
  r.post(`${base}/menu_engineering`, { schema: { tags, body: menuEngineeringBodySchema } }, async (request) =>
    ok(await menuEngineeringReport(reports, menu, request.local.id, request.body)),
  );
  r.get(
    `${base}/informations/:dimension`,
    { schema: { tags, params: informationParamsSchema, querystring: informationQuerySchema } },
    async (request) =>
      ok(await reports.information(request.local.id, request.params.dimension, request.query)),
  );

  const sendFile = (
    reply: FastifyReply,
    localId: number,
    table: ReportTable,
    name: string,
    query: z.infer<typeof downloadQuery>,
  ) => sendReportFile(reply, settings, localId, table, name, query);

  r.get(
    `${base}/download_dashboard`,
    { schema: { tags, querystring: dashboardDownloadQuery } },
    async (request, reply) => {
      const { query } = request;
      const file = await dashboardPdf(reports, settings, request.local.id, query);
      return reply
        .type(FILE_TYPES.pdf)
        .header(
          "content-disposition",
          `attachment; filename="dashboard-${query.date_from}-${query.date_to}.pdf"`,
        )
        .send(file);
    },
  );
  r.get(
    `${base}/download_menu_engineering`,
    { schema: { tags, querystring: menuEngineeringDownloadQuery } },
    async (request, reply) => {
      const { language } = await settings.get(request.local.id, "global");
      const report = await menuEngineeringReport(reports, menu, request.local.id, request.query);
      const written = request.query.format === "pdf" ? documentLanguage(language) : language;
      const table = menuEngineeringTable(report, written);
      return sendFile(reply, request.local.id, table, "menu_engineering", request.query);
    },
  );
  r.get(
    `${base}/download_informations/:dimension`,
    { schema: { tags, params: informationParamsSchema, querystring: downloadQuery } },
    async (request, reply) => {
      const { dimension } = request.params;
      const table = await informationTable(reports, request.local.id, dimension, request.query);
      return sendFile(reply, request.local.id, table, dimension, request.query);
    },
  );
  r.get(
    `${base}/download_sales/:report`,
    {
      schema: {
        tags,
        params: z.object({ report: z.enum(SALES_DOWNLOADS) }),
        querystring: salesDownloadQuery,
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const table = await salesTable(reports, request.local.id, report, request.query);
      return sendFile(reply, request.local.id, table, report, request.query);
    },
  );
  r.get(
    `${base}/download_expenses/:report`,
    {
      schema: {
        tags,
        params: z.object({ report: z.enum(EXPENSE_DOWNLOADS) }),
        querystring: limitedDownloadQuery,
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const table = await expensesTable(reports, request.local.id, report, request.query);
      return sendFile(reply, request.local.id, table, report, request.query);
    },
  );
}
