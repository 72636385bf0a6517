import { deliveryIdSchema, idField, moveDeliverySchema, printQueueQuerySchema } from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import type { PrintQueueService } from "./print-queue.service";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });

/**
 * The print queue as staff see it. Whoever takes orders sees what their tickets became
 * (orders.view) and may print one again or send it elsewhere (orders.update).
 */
export function registerPrintQueueRoutes(app: FastifyInstance, { queue }: { queue: PrintQueueService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/print_queue",
    {
      schema: { tags: ["print_queue"], querystring: printQueueQuerySchema },
    },
    async (request) => ok(await queue.list(request.local.id, request.query)),
  );

  r.get("/api/v1/print_queue/printers", { schema: { tags: ["print_queue"] } }, async (request) =>
    ok(await queue.printers(request.local.id)),
  );

  r.get("/api/v1/print_queue/:id", { schema: { tags: ["print_queue"], params: idParams } }, async (request) =>
    ok(await queue.preview(request.local.id, request.params.id)),
  );

  r.post(
    "/api/v1/print_queue/reprint",
    { schema: { tags: ["print_queue"], body: deliveryIdSchema } },
    async (request) => ok(await queue.reprint(request.local.id, request.body.id)),
  );

  r.post(
    "/api/v1/print_queue/move",
    { schema: { tags: ["print_queue"], body: moveDeliverySchema } },
    async (request) => ok(await queue.move(request.local.id, request.body.id, request.body.printer)),
  );
}
