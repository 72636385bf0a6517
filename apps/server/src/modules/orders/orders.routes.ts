import type { FastifyInstance } from "fastify";
import { registerOrderCommandRoutes } from "./order-commands.routes";
import { registerOrderKitchenRoutes } from "./order-kitchen.routes";
import { registerOrderPaymentRoutes } from "./order-payments.routes";
import { registerOrderRequestRoutes } from "./order-requests.routes";
import { createOrderRouteAccess, type OrdersRoutesDeps } from "./orders-route-context";

export function registerOrdersRoutes(app: FastifyInstance, deps: OrdersRoutesDeps) {
  const access = createOrderRouteAccess(deps);
  registerOrderRequestRoutes(app, deps, access);
  registerOrderKitchenRoutes(app, deps, access);
  registerOrderCommandRoutes(app, deps, access);
  registerOrderPaymentRoutes(app, deps, access);
}
