import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/envelope";
import type { EmployeesService } from "./employees.service";

/**
 * The employees a till offers as the one taking an order. Whoever sees orders may read it:
 * the generic `users` list needs `auth_system.view` (a waiter lacks it) and carries e-mails
 * and phones the picker has no use for.
 */
export function registerEmployeesRoutes(app: FastifyInstance, employees: EmployeesService) {
  app.get("/api/v1/users/list_bar", { schema: { tags: ["users"] } }, async (request) => {
    const results = await employees.orderTakers(request.local.id);
    return ok({ results, total: results.length });
  });

  // Whoever sees the delivery board may give an order to a rider, without listing the staff.
  app.get("/api/v1/users/list_dealers", { schema: { tags: ["users"] } }, async (request) => {
    const results = await employees.dealers(request.local.id);
    return ok({ results, total: results.length });
  });
}
