import {
  boxListBodySchema,
  closeBoxBodySchema,
  currentBoxQuerySchema,
  idField,
  printBoxReportBodySchema,
  updateCashRegisterBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { translate } from "../../platform/errors/messages";
import { type FilesService, fileIdFromUrl } from "../../platform/files/files.service";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { SettingsService } from "../settings/settings.service";
import { BOX_FILE_FORMATS, renderBoxReportFile } from "./box-report-files";
import type { BoxReportPrinting } from "./box-report-printing";
import type { BoxReportsService } from "./box-reports.service";

const tags = ["box_reports"];
const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const fileQuery = z.object({ format: z.enum(BOX_FILE_FORMATS).default("pdf") });
const FILE_TYPES = {
  pdf: "application/pdf",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;

/**
 * Box closings (spec §7): reading them is the reports module; closing and correcting the
 * cash count is the named action cash.close_box. Expenses and subscriptions are generic entities.
 */
export function registerCashRoutes(
  app: FastifyInstance,
  {
    boxReports,
    printing,
    settings,
    files,
  }: {
    boxReports: BoxReportsService;
    printing: BoxReportPrinting;
    settings: SettingsService;
    files: Pick<FilesService, "find">;
  },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // box_closures is the spec's other name for the list.
  for (const path of ["/api/v1/box_reports/list", "/api/v1/box_reports/box_closures"])
    r.post(path, { schema: { tags, body: boxListBodySchema } }, async (request) =>
      ok(await boxReports.list(request.local.id, request.body)),
    );

  /** The last closing, which the open period counts from; null before the first one. */
  r.get("/api/v1/box_reports/box_closure", { schema: { tags } }, async (request) =>
    ok(await boxReports.last(request.local.id)),
  );

  r.get(
    "/api/v1/box_reports/current",
    { schema: { tags, querystring: currentBoxQuerySchema } },
    async (request) => ok(await boxReports.current(request.local.id, request.query.initial_import)),
  );

  r.post(
    "/api/v1/box_reports/close_box",
    { schema: { tags, body: closeBoxBodySchema } },
    async (request, reply) => {
      const session = sessionOf(request);
      const actor = { localId: request.local.id, userId: session.user.id, tpvId: session.tpvId };
      const result = await boxReports.close(actor, request.body);
      if (result.confirm_required)
        return ok(
          result,
          translate(request.language, "cash.open_orders", { count: result.open_orders.length }),
        );
      // After the closing's commit: a failure here must not answer an error for a closing
      // that happened (the till would close again); the report prints from its screen.
      const printed = await printing.printClosing(actor, result.report.id).catch((error: unknown) => {
        request.log.error({ err: error, report: result.report.id }, "closing report not queued for printing");
        return null;
      });
      return reply.status(201).send(ok({ ...result.report, printed }));
    },
  );

  r.post(
    "/api/v1/box_reports/print",
    { schema: { tags, body: printBoxReportBodySchema } },
    async (request) => {
      const session = sessionOf(request);
      const actor = { localId: request.local.id, userId: session.user.id, tpvId: session.tpvId };
      return ok(await printing.print(actor, request.body.id, request.body.printer));
    },
  );

  r.post(
    "/api/v1/box_reports/update_cash_register",
    { schema: { tags, body: updateCashRegisterBodySchema } },
    async (request) =>
      ok(await boxReports.updateCashRegister(request.local.id, request.body.id, request.body.cash_register)),
  );

  r.get("/api/v1/box_reports/:id", { schema: { tags, params: idParams } }, async (request) =>
    ok(await boxReports.get(request.local.id, request.params.id)),
  );

  r.get(
    "/api/v1/box_reports/:id/download",
    { schema: { tags, params: idParams, querystring: fileQuery } },
    async (request, reply) => {
      const report = await boxReports.get(request.local.id, request.params.id);
      // A document of the local: in its language (spec §9), whatever the browser's.
      const { timezone, currency, language, logo } = await settings.get(request.local.id, "global");
      const logoId = fileIdFromUrl(logo);
      const logoFile = logoId ? await files.find(request.local.id, logoId) : undefined;
      const { format } = request.query;
      const file = await renderBoxReportFile(report, format, {
        language,
        timeZone: timezone,
        currency,
        logo: logoFile,
      });
      return reply
        .type(FILE_TYPES[format])
        .header("content-disposition", `attachment; filename="box-report-${report.serial}.${format}"`)
        .send(file);
    },
  );
}
