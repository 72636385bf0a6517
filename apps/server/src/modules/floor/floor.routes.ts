import { idField, tableBlockBodySchema, tableLayoutSchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { createEntityRepository } from "../../platform/crud/crud.repository";
import type { Db } from "../../platform/db/client";
import { ok } from "../../platform/http/envelope";
import type { SettingsService } from "../settings/settings.service";
import type { FloorService } from "./floor.service";
import { menuBaseUrl } from "./qr-sheet";
import { tableStylesEntity } from "./tables.entity";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const zoneQuery = z.object({ zone: z.coerce.number().pipe(idField) });
const tpvParams = z.object({ tpv: z.string().trim().min(1).max(64) });
const deleteAllBody = z.object({ pk__in: z.array(idField).min(1).max(500) });

/** The floor's named actions (spec §7 zones, tables v2 and screens); the generic calls come from the entities. */
export function registerFloorRoutes(
  app: FastifyInstance,
  { db, floor, settings }: { db: Db; floor: FloorService; settings: SettingsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const local = (request: { local: { id: number } }) => request.local.id;
  const tableStyles = createEntityRepository(tableStylesEntity);

  r.get("/api/v2/zones/list_bar", { schema: { tags: ["zones"] } }, async (request) =>
    ok(await floor.zonesListBar(local(request))),
  );
  r.get(
    "/api/v2/zones/:id/qr_sheet",
    { schema: { tags: ["zones"], params: idParams } },
    async (request, reply) => {
      const { menu_url } = await settings.get(local(request), "digital_card");
      const base = menuBaseUrl(menu_url, `${request.protocol}://${request.host}`);
      const sheet = await floor.qrSheet(local(request), request.params.id, base);
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename="qr-zona-${request.params.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`QR ${sheet.name}.pdf`)}`,
        )
        .send(sheet.pdf);
    },
  );

  r.get("/api/v2/tables/list_bar", { schema: { tags: ["tables"] } }, async (request) =>
    ok(await floor.tablesListBar(local(request))),
  );
  r.get("/api/v2/tables/list_distribution", { schema: { tags: ["tables"] } }, async (request) =>
    ok(await floor.listDistribution(local(request))),
  );
  r.get(
    "/api/v2/tables/get_active_tables_by_zone",
    { schema: { tags: ["tables"], querystring: zoneQuery } },
    async (request) => ok(await floor.activeTablesByZone(local(request), request.query.zone)),
  );
  r.put("/api/v2/tables/layout", { schema: { tags: ["tables"], body: tableLayoutSchema } }, async (request) =>
    ok(await floor.saveLayout(local(request), request.body)),
  );
  r.post(
    "/api/v2/tables/:id/regenerate_qr",
    { schema: { tags: ["tables"], params: idParams } },
    async (request) => ok(await floor.regenerateQr(local(request), request.params.id)),
  );
  r.post(
    "/api/v2/tables/:id/block",
    {
      schema: { tags: ["tables"], params: idParams, body: tableBlockBodySchema },
    },
    async (request) => ok(await floor.blockTable(local(request), request.params.id, request.body.blocked)),
  );
  r.post(
    "/api/v2/tables/table_styles/delete_all_styles",
    {
      schema: { tags: ["tables/table_styles"], body: deleteAllBody },
    },
    async (request) =>
      ok({ deleted: await tableStyles.softDeleteMany(db, local(request), request.body.pk__in) }),
  );

  r.get(
    "/api/v1/screens/by_tpv/:tpv",
    { schema: { tags: ["screens"], params: tpvParams } },
    async (request) => ok(await floor.screensByTpv(local(request), request.params.tpv)),
  );
}
