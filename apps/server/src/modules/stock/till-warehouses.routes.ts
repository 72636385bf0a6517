import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client";
import { ok } from "../../platform/http/envelope";
import { listTillWarehouses, setTillWarehouse } from "./till-warehouses";

const config = { lockModule: "stock" } as const;
const tags = ["stock"];
const tpvParams = z.object({ tpv: z.coerce.number().int().positive().max(2_147_483_647) });
const body = z.object({ warehouse_uuid: z.uuid().nullable() });

/** Per till, the warehouse its sales take from (issue 30); none means the local's default. */
export function registerTillWarehousesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get("/api/v1/stock/till_warehouses", { config, schema: { tags } }, async (request) => {
    const results = await listTillWarehouses(db, request.local.id);
    return ok({ results, total: results.length });
  });
  r.put(
    "/api/v1/stock/till_warehouses/:tpv",
    { config, schema: { tags, params: tpvParams, body } },
    async (request) =>
      ok(await setTillWarehouse(db, request.local.id, request.params.tpv, request.body.warehouse_uuid)),
  );
}
