import {
  hasPermission,
  idField,
  type NamedAction,
  openDrawerSchema,
  PRINTING_MESSAGES,
} from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AuthPort } from "../../platform/auth/session";
import { createEntityRepository } from "../../platform/crud/crud.repository";
import type { Db } from "../../platform/db/client";
import { AppError } from "../../platform/errors/app-error";
import { translate } from "../../platform/errors/messages";
import { ok } from "../../platform/http/envelope";
import { sessionOf } from "../../platform/http/request-context.plugin";
import { type CashierRow, tpvCashier } from "./cash-drawer";
import { printersEntity } from "./printers.entity";
import type { PrintingService } from "./printing.service";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const OPEN_DRAWER: NamedAction = "cashiers.open_drawer";

/** The printers' and cash drawers' named actions (spec §7); the generic calls come from the entities. */
export function registerPrintingRoutes(
  app: FastifyInstance,
  { db, printing, auth }: { db: Db; printing: PrintingService; auth: Pick<AuthPort, "recordAudit"> },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const printerRepository = createEntityRepository(printersEntity);

  r.post(
    "/api/v1/printers/delete",
    {
      schema: { tags: ["printers"], body: z.object({ id: idField }) },
    },
    async (request) => {
      const context = { db, localId: request.local.id };
      await printersEntity.assertDeletable?.([request.body.id], context);
      await printerRepository.softDelete(db, request.local.id, request.body.id);
      return ok({ id: request.body.id });
    },
  );

  r.post(
    "/api/v1/printers/:id/check",
    { schema: { tags: ["printers"], params: idParams } },
    async (request) => ok(await printing.check(request.local.id, request.params.id)),
  );

  /**
   * Opens a drawer now and records it as an opening without a sale. Every opening is logged
   * once, failed ones too: a manager override already logged itself.
   */
  async function openDrawerNow(request: FastifyRequest, cashier: CashierRow) {
    const session = sessionOf(request);
    const { role } = session;
    if (role.group_type === "SuperAdmin" || hasPermission(role.permissions, role.actions, OPEN_DRAWER)) {
      await auth.recordAudit({
        local_id: request.local.id,
        user_id: session.user.id,
        authorized_by: null,
        permission: OPEN_DRAWER,
        method: request.method,
        path: request.url.split("?")[0] ?? request.url,
      });
    }
    const opened = await printing.openDrawer(request.local.id, cashier, (reason) => {
      const key = `printers.reason.${reason}`;
      const text = translate(request.language, key);
      return text === key ? reason : text;
    });
    // Only a drawer that was sent its kick counts as opened without a sale.
    await printing.recordNoSale(request.local.id, cashier, {
      userId: session.user.id,
      tpvId: session.tpvId,
    });
    return ok(opened);
  }

  r.post(
    "/api/v1/cashiers/:id/open_drawer",
    { schema: { tags: ["cashiers"], params: idParams } },
    async (request) => openDrawerNow(request, await printing.cashier(request.local.id, request.params.id)),
  );

  /** The till's own button: the drawer named, else the one of the till the session signed in at. */
  r.post(
    "/api/v1/cashiers/open_drawer",
    { schema: { tags: ["cashiers"], body: openDrawerSchema } },
    async (request) => {
      const cashier =
        request.body.cashier === undefined
          ? await tpvCashier(db, request.local.id, sessionOf(request).tpvId)
          : await printing.cashier(request.local.id, request.body.cashier);
      if (!cashier) throw new AppError(400, PRINTING_MESSAGES.noTillDrawer);
      return openDrawerNow(request, cashier);
    },
  );
}
