import {
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  purchaseOrderStatusChangeSchema,
  purchaseStatusChangeSchema,
  STOCK_ITEM_TYPES,
  STOCK_MESSAGES,
  type StockItemType,
  serialRequestSchema,
  stockCountSchema,
} from "@comanda/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Db } from "../../platform/db/client";
import { errors } from "../../platform/errors/app-error";
import { documentLanguage } from "../../platform/errors/messages";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { MenuService } from "../menu/menu.service";
import type { SettingsService } from "../settings/settings.service";
import { convertPurchaseOrder } from "./convert-purchase-order";
import { registerCostMarginsRoutes } from "./cost-margins.routes";
import { countStock } from "./count-stock";
import { emailPurchaseOrder } from "./email-purchase-order";
import {
  purchaseOrderDocument,
  purchaseOrderFilename,
  renderPurchaseOrderPdf,
} from "./purchase-order-document";
import { warehouseByUuid } from "./purchases.entity";
import { changePurchaseStatus } from "./receive-purchase";
import { nextSerial } from "./serials";
import { levelsXlsx, purchasesXlsx, XLSX_TYPE } from "./stock-downloads";
import { listCounts, listLevels, listMovements, varianceReport } from "./stock-queries";
import { registerStockReportRoutes } from "./stock-report.routes";
import { suggestPurchaseOrders } from "./suggest-purchase-orders";
import { registerTillWarehousesRoutes } from "./till-warehouses.routes";

const INT_MAX = 2_147_483_647;
const idParams = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });
const pageQuery = {
  q: z.string().max(4000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
};
const listQuery = z.object(pageQuery);
const config = { lockModule: "stock" } as const;

/** Spec §7: list filters travel as `q`, base64 of a JSON object; checked by `schema`. */
function decodeQ<T extends z.ZodType>(q: string | undefined, schema: T): z.infer<T> {
  let value: unknown = {};
  if (q) {
    try {
      value = JSON.parse(
        Buffer.from(q, q.includes("-") || q.includes("_") ? "base64url" : "base64").toString("utf8"),
      );
    } catch {
      throw errors.badQuery("q is not base64 JSON");
    }
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw errors.badQuery(parsed.error.issues[0]?.message ?? "q");
  return parsed.data;
}

const uuidFilter = z.uuid().optional();
const levelFilter = z.object({
  warehouse_uuid: uuidFilter,
  search: z.string().max(120).optional(),
  below_min: z.boolean().optional(),
});
const movementFilter = z.object({
  warehouse_uuid: uuidFilter,
  item_type: z.enum(STOCK_ITEM_TYPES).optional(),
  item_id: z.number().int().positive().max(INT_MAX).optional(),
  reason: z.enum(["sale", "purchase", "count"]).optional(),
  request_id: z.number().int().positive().max(INT_MAX).optional(),
  purchase_id: z.number().int().positive().max(INT_MAX).optional(),
});
const varianceQuery = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  warehouse_uuid: uuidFilter,
});

export interface StockRoutesDeps {
  db: Db;
  settings: Pick<SettingsService, "get">;
  menu: Pick<MenuService, "scandals">;
  clock: () => Date;
}

/**
 * Stock (issue 30; spec §7 "Stock"): levels per warehouse, movements, counts, the variance
 * report, serials and the status changes of purchases and purchase orders. Warehouses,
 * providers, purchases and purchase orders themselves are generic entities. Every call needs
 * the `stock` lock module (spec §2).
 */
export function registerStockRoutes(app: FastifyInstance, { db, settings, menu, clock }: StockRoutesDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["stock"];
  registerCostMarginsRoutes(app, { menu, settings, clock });
  registerTillWarehousesRoutes(app, { db });
  registerStockReportRoutes(app, { db, settings });

  async function warehouseIdOf(request: FastifyRequest, uuid: string | undefined) {
    if (uuid === undefined) return undefined;
    const warehouse = await warehouseByUuid(db, request.local.id, uuid);
    if (!warehouse) throw errors.notFound();
    return warehouse.id;
  }

  const levels = (item_type: StockItemType) => async (request: FastifyRequest) => {
    const { q, page, page_size } = listQuery.parse(request.query);
    const filter = decodeQ(q, levelFilter);
    return ok(
      await listLevels(db, request.local.id, {
        item_type,
        warehouseId: await warehouseIdOf(request, filter.warehouse_uuid),
        search: filter.search,
        below_min: filter.below_min,
        page,
        page_size,
      }),
    );
  };
  r.get("/api/v1/stock/filter_q", { config, schema: { tags, querystring: listQuery } }, levels("ingredient"));
  r.get(
    "/api/v1/stock_product/filter_q",
    { config, schema: { tags, querystring: listQuery } },
    levels("product"),
  );

  r.get("/api/v1/stock_movements", { config, schema: { tags, querystring: listQuery } }, async (request) => {
    const { q, page, page_size } = request.query;
    const { warehouse_uuid, ...filter } = decodeQ(q, movementFilter);
    return ok(
      await listMovements(db, request.local.id, {
        ...filter,
        warehouseId: await warehouseIdOf(request, warehouse_uuid),
        page,
        page_size,
      }),
    );
  });

  r.get("/api/v1/stock_counts", { config, schema: { tags, querystring: listQuery } }, async (request) =>
    ok(await listCounts(db, request.local.id, request.query.page, request.query.page_size)),
  );
  r.post(
    "/api/v1/stock_counts",
    { config, schema: { tags, body: stockCountSchema } },
    async (request, reply) => {
      const count = await countStock(db, request.local.id, sessionOf(request).user.id, request.body);
      reply.status(201);
      return ok(count);
    },
  );

  r.get(
    "/api/v1/stock/variance",
    { config, schema: { tags, querystring: varianceQuery } },
    async (request) => {
      const { from, to, warehouse_uuid } = request.query;
      if (to < from) throw errors.field("to", STOCK_MESSAGES.dateRange);
      const { timezone } = await settings.get(request.local.id, "global");
      const results = await varianceReport(db, request.local.id, {
        from,
        to,
        timeZone: timezone,
        warehouseId: await warehouseIdOf(request, warehouse_uuid),
      });
      return ok({ results, total: results.length });
    },
  );

  r.post("/api/v1/serials", { config, schema: { tags, body: serialRequestSchema } }, async (request) => ({
    ...ok({ serial: await db.transaction((tx) => nextSerial(tx, request.local.id, request.body.module)) }),
  }));

  r.patch(
    "/api/v1/purchases/:id",
    { config, schema: { tags: ["purchases"], params: idParams, body: purchaseStatusChangeSchema } },
    async (request) =>
      ok(
        await changePurchaseStatus(
          db,
          request.local.id,
          sessionOf(request).user.id,
          request.params.id,
          request.body.status,
        ),
      ),
  );

  const documentOf = async (request: FastifyRequest, id: number) => {
    const { language, currency } = await settings.get(request.local.id, "global");
    return purchaseOrderDocument(db, request.local.id, id, {
      language: documentLanguage(language),
      currency,
      localName: request.local.name,
    });
  };
  const orderBody = z.object({ id: z.number().int().positive().max(INT_MAX) });
  r.post(
    "/api/v1/bars_stocks/stock_purchase_orders_email",
    { config, schema: { tags: ["purchase_orders"], body: orderBody } },
    async (request) => {
      const { to } = await emailPurchaseOrder(
        db,
        request.local.id,
        await documentOf(request, request.body.id),
      );
      return ok({ to });
    },
  );
  r.post(
    "/api/v1/bars_stocks/stock_purchase_orders_pdf",
    { config, schema: { tags: ["purchase_orders"], body: orderBody } },
    async (request, reply) => {
      const document = await documentOf(request, request.body.id);
      const pdf = await renderPurchaseOrderPdf(document);
      return reply
        .type("application/pdf")
        .header("content-disposition", `attachment; filename="${purchaseOrderFilename(document)}"`)
        .send(pdf);
    },
  );

  const download = (name: string, file: Buffer, reply: FastifyReply) =>
    reply.type(XLSX_TYPE).header("content-disposition", `attachment; filename="${name}.xlsx"`).send(file);
  for (const kind of ["purchases", "purchase_orders"] as const) {
    r.get(`/api/v1/bars_stocks/${kind}/download`, { config, schema: { tags } }, async (request, reply) => {
      const { language } = await settings.get(request.local.id, "global");
      return download(kind, await purchasesXlsx(db, request.local.id, kind, language), reply);
    });
  }
  const productsDownloadQuery = z.object({
    item_type: z.enum(STOCK_ITEM_TYPES).default("ingredient"),
    warehouse_uuid: uuidFilter,
  });
  r.get(
    "/api/v1/bars_stocks/products/download",
    { config, schema: { tags, querystring: productsDownloadQuery } },
    async (request, reply) => {
      const { language } = await settings.get(request.local.id, "global");
      const file = await levelsXlsx(
        db,
        request.local.id,
        {
          item_type: request.query.item_type,
          warehouseId: await warehouseIdOf(request, request.query.warehouse_uuid),
        },
        language,
      );
      return download("stock", file, reply);
    },
  );

  r.post(
    "/api/v1/purchase_orders/suggest",
    { config, schema: { tags: ["purchase_orders"], body: z.object({ warehouse_uuid: uuidFilter }) } },
    async (request, reply) => {
      const { timezone } = await settings.get(request.local.id, "global");
      const suggested = await suggestPurchaseOrders(db, {
        localId: request.local.id,
        warehouseId: await warehouseIdOf(request, request.body.warehouse_uuid),
        timeZone: timezone,
        now: clock(),
      });
      reply.status(201);
      return ok(suggested);
    },
  );

  r.patch(
    "/api/v1/purchase_orders/:id",
    {
      config,
      schema: { tags: ["purchase_orders"], params: idParams, body: purchaseOrderStatusChangeSchema },
    },
    async (request) => {
      const [{ timezone }, { stock }] = await Promise.all([
        settings.get(request.local.id, "global"),
        settings.get(request.local.id, "stock"),
      ]);
      return ok(
        await convertPurchaseOrder(db, {
          localId: request.local.id,
          id: request.params.id,
          stockUuid: request.body.stock_uuid,
          defaultStock: stock,
          timeZone: timezone,
          now: clock(),
        }),
      );
    },
  );
}
