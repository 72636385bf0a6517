import {
  aprioriBodySchema,
  forecastBodySchema,
  holidayBodySchema,
  idField,
  PREDICTION_DOWNLOADS,
  predictionDownloadQuerySchema,
  probabilityBodySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import { FILE_TYPES, renderReportFile } from "../reports/report-files";
import type { SettingsService } from "../settings/settings.service";
import { predictionTable } from "./prediction-downloads";
import type { PredictionsService } from "./predictions.service";

const tags = ["reports"];
const base = "/api/v1/reports";

/** Spec §7 Reports: predictions/*, apriori, probability and download_predictions/*. */
export function registerPredictionsRoutes(
  app: FastifyInstance,
  { predictions, settings }: { predictions: PredictionsService; settings: SettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    `${base}/predictions/:target`,
    {
      schema: { tags, params: z.object({ target: z.enum(["sales", "orders"]) }), body: forecastBodySchema },
    },
    async (request) => ok(await predictions.forecast(request.local.id, request.params.target, request.body)),
  );
  r.post(
    `${base}/predictions/products`,
    { schema: { tags, body: forecastBodySchema.pick({ horizon: true }) } },
    async (request) => ok(await predictions.forecastProducts(request.local.id, request.body.horizon)),
  );
  r.get(`${base}/predictions/holidays`, { schema: { tags } }, async (request) =>
    ok(await predictions.holidays.list(request.local.id)),
  );
  r.post(`${base}/predictions/holidays`, { schema: { tags, body: holidayBodySchema } }, async (request) =>
    ok(await predictions.holidays.add(request.local.id, request.body)),
  );
  r.delete(
    `${base}/predictions/holidays/:id`,
    { schema: { tags, params: z.object({ id: z.coerce.number().pipe(idField) }) } },
    async (request) => {
      await predictions.holidays.remove(request.local.id, request.params.id);
      return ok({ id: request.params.id });
    },
  );
  r.post(`${base}/apriori`, { schema: { tags, body: aprioriBodySchema } }, async (request) =>
    ok(await predictions.apriori(request.local.id, request.body)),
  );
  r.post(`${base}/probability`, { schema: { tags, body: probabilityBodySchema } }, async (request) =>
    ok(await predictions.probability(request.local.id, request.body)),
  );
  r.get(
    `${base}/download_predictions/:report`,
    {
      schema: {
        tags,
        params: z.object({ report: z.enum(PREDICTION_DOWNLOADS) }),
        querystring: predictionDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const { report } = request.params;
      const { query } = request;
      const table = await predictionTable(predictions, request.local.id, report, query);
      // A forecast file is headed by the days it forecasts; the rules by the orders' range.
      const days = table.rows.map((row) => String(row.date ?? "").slice(0, 10)).filter(Boolean);
      const dateFrom = report === "associations" ? query.date_from : (days[0] ?? query.date_from);
      const dateTo = report === "associations" ? query.date_to : (days[days.length - 1] ?? query.date_to);
      const { timezone, currency, language } = await settings.get(request.local.id, "global");
      const file = await renderReportFile(table, query.format, {
        language,
        timeZone: timezone,
        currency,
        dateFrom,
        dateTo,
      });
      return reply
        .type(FILE_TYPES[query.format])
        .header(
          "content-disposition",
          `attachment; filename="predictions-${report}-${dateFrom}-${dateTo}.${query.format}"`,
        )
        .send(file);
    },
  );
}
