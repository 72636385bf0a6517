import { costMarginsFilterSchema, wallLabels } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import type { MenuService } from "../menu/menu.service";
import { FILE_TYPES } from "../reports/report-files";
import type { SettingsService } from "../settings/settings.service";
import { costMargins, costMarginsFile } from "./cost-margins";

const config = { lockModule: "stock" } as const;
const tags = ["stock"];
const filterQuery = z.object({
  search: costMarginsFilterSchema.shape.search,
  below: z
    .enum(["true", "false"])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === "true")),
});
const downloadQuery = filterQuery.extend({ format: z.enum(["xlsx", "csv"]).default("xlsx") });

/** The cost margins report and its downloads (issue 30 point 6), behind the stock module. */
export function registerCostMarginsRoutes(
  app: FastifyInstance,
  deps: { menu: Pick<MenuService, "scandals">; settings: Pick<SettingsService, "get">; clock: () => Date },
) {
  const { menu, settings, clock } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/stock/cost_margins",
    { config, schema: { tags, querystring: filterQuery } },
    async (request) => {
      const results = await costMargins(menu, request.local.id, request.query);
      return ok({ results, total: results.length });
    },
  );

  r.get(
    "/api/v1/bars_stocks/cost_margins/download",
    { config, schema: { tags, querystring: downloadQuery } },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const { language, timezone, currency } = await settings.get(request.local.id, "global");
      const day = wallLabels(clock().getTime(), timezone).date;
      const file = await costMarginsFile(await costMargins(menu, request.local.id, filter), format, {
        language,
        timeZone: timezone,
        currency,
        day,
      });
      return reply
        .type(FILE_TYPES[format])
        .header("content-disposition", `attachment; filename="cost-margins-${day}.${format}"`)
        .send(file);
    },
  );
}
