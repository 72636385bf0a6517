import {
  fullInvoiceBodySchema,
  invoiceExportQuerySchema,
  invoiceIdBodySchema,
  invoiceListQuerySchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../platform/errors/app-error";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import type { FiscalService } from "./fiscal.service";

/** The invoices screen: the records, their status with the receiver, and what a manager can do. */
export function registerInvoicesRoutes(app: FastifyInstance, fiscal: FiscalService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["fiscal"];

  r.get("/api/v1/invoices", { schema: { tags, querystring: invoiceListQuerySchema } }, async (request) =>
    ok(await fiscal.list(request.local.id, request.query)),
  );

  r.get(
    "/api/v1/invoices/export",
    { schema: { tags, querystring: invoiceExportQuerySchema } },
    async (request, reply) => {
      const { from, to, format } = request.query;
      const body = await fiscal.export(request.local.id, { from, to, format });
      return reply
        .header(
          "content-type",
          format === "csv" ? "text/csv; charset=utf-8" : "application/xml; charset=utf-8",
        )
        .header("content-disposition", `attachment; filename="registros-${from}-${to}.${format}"`)
        .send(body);
    },
  );

  r.get(
    "/api/v1/invoices/:id",
    { schema: { tags, params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) } },
    async (request) => {
      const invoice = await fiscal.get(request.local.id, request.params.id);
      if (!invoice) throw errors.notFound();
      return ok(invoice);
    },
  );

  r.post(
    "/api/v1/invoices/send_now",
    { schema: { tags, body: z.strictObject({}).optional() } },
    async (request) => ok(await fiscal.sendNow(request.local.id)),
  );

  r.post(
    "/api/v1/invoices/full_invoice",
    { schema: { tags, body: fullInvoiceBodySchema } },
    async (request) => ok(await fiscal.fullInvoice(request.local.id, sessionOf(request).tpvId, request.body)),
  );

  r.post("/api/v1/invoices/cancel", { schema: { tags, body: invoiceIdBodySchema } }, async (request) =>
    ok(await fiscal.cancel(request.local.id, request.body.id)),
  );

  r.post(
    "/api/v1/payments/fiskaly/payment_update_status",
    { schema: { tags, body: invoiceIdBodySchema } },
    async (request) => ok(await fiscal.refreshStatus(request.local.id, request.body.id)),
  );

  r.post(
    "/api/v1/payments/fiskaly/economic_subscription_update_status",
    { schema: { tags, body: invoiceIdBodySchema, description: "id: the economic subscription (taking)" } },
    async (request) => ok(await fiscal.refreshTakingStatus(request.local.id, request.body.id)),
  );

  r.post(
    "/api/v1/payments/fiskaly/remedy",
    { schema: { tags, body: invoiceIdBodySchema } },
    async (request) => ok(await fiscal.remedy(request.local.id, request.body.id)),
  );
}
