import { existsSync } from "node:fs";
import { MAINTENANCE_CHANNEL, tpvKeyOfChannel } from "@comanda/domain";
import formbody from "@fastify/formbody";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import websocket from "@fastify/websocket";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import packageJson from "../package.json" with { type: "json" };
import type { Config } from "./config";
import { ENTITIES } from "./entities";
import { createAuthRepository } from "./modules/auth/auth.repository";
import { registerAuthRoutes } from "./modules/auth/auth.routes";
import { createAuthService } from "./modules/auth/auth.service";
import { registerEmployeesRoutes } from "./modules/auth/employees.routes";
import { createEmployeesService } from "./modules/auth/employees.service";
import { registerBookingsRoutes } from "./modules/bookings/bookings.routes";
import { createBookingsService } from "./modules/bookings/bookings.service";
import { registerCartaRoutes } from "./modules/carta/carta.routes";
import { createBoxReportPrinting } from "./modules/cash/box-report-printing";
import { createBoxReportsService } from "./modules/cash/box-reports.service";
import { registerCashRoutes } from "./modules/cash/cash.routes";
import { registerClientsRoutes } from "./modules/clients/clients.routes";
import { createClientsService } from "./modules/clients/clients.service";
import { createAeatReceiver } from "./modules/fiscal/aeat-receiver";
import { createFiscalService } from "./modules/fiscal/fiscal.service";
import { registerFiscalSettingsRoutes } from "./modules/fiscal/fiscal-settings.routes";
import { createFiskalyReceiver } from "./modules/fiscal/fiskaly-receiver";
import { registerHoldedRoutes } from "./modules/fiscal/holded.routes";
import { registerInvoicesRoutes } from "./modules/fiscal/invoices.routes";
import { invoicingTakings } from "./modules/fiscal/invoicing-takings";
import { registerFloorRoutes } from "./modules/floor/floor.routes";
import { createFloorService } from "./modules/floor/floor.service";
import { createTpvService } from "./modules/floor/tpv.service";
import { registerMenuRoutes } from "./modules/menu/menu.routes";
import { createMenuService } from "./modules/menu/menu.service";
import { registerAwardsRoutes } from "./modules/offers/awards.routes";
import { registerOffersRoutes } from "./modules/offers/offers.routes";
import { createOffersService } from "./modules/offers/offers.service";
import { createAwardRedemption } from "./modules/offers/redeem-award";
import { createCommandsService } from "./modules/orders/commands.service";
import { createKitchenService } from "./modules/orders/kitchen.service";
import { createOrderBoards } from "./modules/orders/order-boards";
import { createOrderBookings } from "./modules/orders/order-bookings";
import { createOrderEffects } from "./modules/orders/order-effects";
import { createOrderEvents } from "./modules/orders/order-events";
import { registerOrdersRoutes } from "./modules/orders/orders.routes";
import { createOrdersService } from "./modules/orders/orders.service";
import { createPaymentsService } from "./modules/orders/payments.service";
import { createPaymentDevices } from "./modules/payment-devices/payment-devices.module";
import { registerPaymentDevicesRoutes } from "./modules/payment-devices/payment-devices.routes";
import { registerPeopleRoutes } from "./modules/people/people.routes";
import { announcingRoleChanges } from "./modules/people/role-changes";
import { registerPredictionsRoutes } from "./modules/predictions/predictions.routes";
import { createPredictionsService } from "./modules/predictions/predictions.service";
import { registerPrintQueueRoutes } from "./modules/printing/print-queue.routes";
import { createPrintQueueService } from "./modules/printing/print-queue.service";
import { registerPrintingRoutes } from "./modules/printing/printing.routes";
import { createPrintingService } from "./modules/printing/printing.service";
import { registerReportsRoutes } from "./modules/reports/reports.routes";
import { createReportsService } from "./modules/reports/reports.service";
import { registerSettingsRoutes } from "./modules/settings/settings.routes";
import { createSettingsService } from "./modules/settings/settings.service";
import { registerTicketPreviewRoutes } from "./modules/settings/ticket-preview.routes";
import { registerShiftsRoutes } from "./modules/shifts/shifts.routes";
import { createShiftsService } from "./modules/shifts/shifts.service";
import { createOrderStock } from "./modules/stock/order-stock";
import { registerStockRoutes } from "./modules/stock/stock.routes";
import { checkStockSettings } from "./modules/stock/stock-settings-check";
import { createSessionCache } from "./platform/auth/session-cache";
import { registerEntityRoutes } from "./platform/crud/crud.routes";
import { createSecretBox } from "./platform/crypto/secret-box";
import type { Database } from "./platform/db/client";
import { errorHandlerPlugin, handleError } from "./platform/errors/error-handler";
import { registerFilesRoutes } from "./platform/files/files.routes";
import { createFilesService } from "./platform/files/files.service";
import { inputGuardPlugin } from "./platform/http/input-guard";
import { requestContextPlugin } from "./platform/http/request-context.plugin";
import { securityHeadersPlugin } from "./platform/http/security-headers";
import { idempotencyPlugin } from "./platform/idempotency/idempotency.plugin";
import { registerMailRoutes } from "./platform/mail/mail.routes";
import { createRealtimeService } from "./platform/realtime/realtime.service";
import { registerWsRoute } from "./platform/realtime/ws.routes";
import { registerLocalsRoutes } from "./platform/tenancy/locals.routes";
import { createLocalsService, loadOrCreateSecret } from "./platform/tenancy/locals.service";

export const APP_VERSION = packageJson.version;

export interface BuildAppOptions {
  database: Database;
  config: Config;
  logger?: boolean | FastifyBaseLogger | { level: string };
  /** "Now" for time slots and offer dates; tests fix it. */
  clock?: () => Date;
}

/** The composition root: every service and route is wired here, once. */
export async function buildApp({ database, config, logger = false, clock }: BuildAppOptions) {
  const { db } = database;
  const app = Fastify({
    logger,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    genReqId: () => crypto.randomUUID(),
    // `__proto__` and `constructor` keys reach the input guard, which refuses them by name.
    onProtoPoisoning: "ignore",
    onConstructorPoisoning: "ignore",
    // A malformed URL is answered before any route: in the error catalogue's shape too.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply, config.bodyLimitBytes),
    // Path tokens (a table's QR, an order's or a booking's link) are checked by their schemas,
    // up to 200 characters: a longer one is bad input (400), not an unknown route.
    routerOptions: { maxParamLength: 256 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  // First, so that every answer (errors, 404s, the docs, the web app) carries the headers.
  await app.register(securityHeadersPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: "Comanda API", version: APP_VERSION },
      components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The documentation and the web app's files belong to the server, not to a local.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs") || !route.url.startsWith("/api")) {
      route.config = { ...route.config, tenant: false };
    }
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", uiConfig: { docExpansion: "list" } });
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024 + 1, files: 1 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  const secret = await loadOrCreateSecret(db, "ws_token");
  const locals = createLocalsService({ db });
  const realtime = createRealtimeService({ database, log: app.log });
  const authRepository = createAuthRepository(db);
  const sessionCache = createSessionCache({ database });
  const authPort = sessionCache.wrap(authRepository.port);
  const tpvs = createTpvService({ db });
  const auth = createAuthService({ db, repo: authRepository, tpvs, config, clock });
  const files = createFilesService({ db });
  const settings = createSettingsService({ database, files });
  const secretBox = createSecretBox(config.secretsKey ?? (await loadOrCreateSecret(db, "secrets_key")));
  const fiscal = createFiscalService({
    db,
    settings,
    secretBox,
    publish: (localId, message) => realtime.publishToTills(localId, message),
    receivers: {
      aeat: createAeatReceiver({
        open: secretBox.open,
        endpoint: config.fiscal.aeatUrl,
        caFile: config.fiscal.aeatCaFile,
      }),
      fiskaly: createFiskalyReceiver({
        db,
        open: secretBox.open,
        baseUrl: config.fiscal.fiskalyUrl,
        timezoneOf: async (localId) => (await settings.get(localId, "global")).timezone,
      }),
    },
    logger: app.log,
    clock: clock ?? (() => new Date()),
    version: APP_VERSION,
  });

  await app.register(requestContextPlugin, {
    locals,
    auth: authPort,
    defaultLocal: config.defaultLocal,
  });
  // After the permission check (a caller without it learns nothing more), before anything is claimed or written.
  await app.register(inputGuardPlugin);
  // After the request context: a key is scoped to the local and user it resolves.
  await app.register(idempotencyPlugin, { db });

  app.get(
    "/api/health",
    { config: { tenant: false }, schema: { tags: ["health"] } },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
        return { status: "ok", database: database.kind, version: APP_VERSION };
      } catch {
        return reply.status(503).send({ status: "error", database: database.kind, version: APP_VERSION });
      }
    },
  );

  registerLocalsRoutes(app, {
    locals,
    realtime,
    secret,
    auth: authPort,
    defaultLocal: config.defaultLocal,
    tpvKeys: (localId) => tpvs.keys(localId),
  });
  registerAuthRoutes(app, auth);
  registerEmployeesRoutes(app, createEmployeesService({ db }));
  registerPeopleRoutes(app, { db, auth, settings, clock: clock ?? (() => new Date()) });
  registerFilesRoutes(app, files);
  registerSettingsRoutes(app, settings, { stock: checkStockSettings(db) });
  registerTicketPreviewRoutes(app, { db, settings });
  registerFiscalSettingsRoutes(app, fiscal);
  registerInvoicesRoutes(app, fiscal);
  registerHoldedRoutes(app, {
    holdedBaseUrl: config.fiscal.holdedUrl,
    holdedApiKey: (localId) => fiscal.holdedApiKey(localId),
    timeZone: async (localId) => (await settings.get(localId, "global")).timezone,
  });

  registerMailRoutes(app, { db });
  for (const entity of ENTITIES)
    registerEntityRoutes(
      app,
      invoicingTakings(announcingRoleChanges(entity, realtime.publishToTills), fiscal),
      db,
      files,
    );
  const menu = createMenuService({ db });
  const clients = createClientsService({ db });
  const shifts = createShiftsService({ db, settings, bookedSlots: createOrderBookings(db), clock });
  const offers = createOffersService({ db, settings, clock });
  const floor = createFloorService({ db, tpvs, realtime });
  registerMenuRoutes(app, menu);
  registerClientsRoutes(app, clients, settings);
  registerShiftsRoutes(app, { db, shifts });
  registerBookingsRoutes(app, createBookingsService({ db, settings, publicUrl: config.publicUrl, clock }));
  registerOffersRoutes(app, offers, { db, settings, ...(clock ? { clock } : {}) });
  registerFloorRoutes(app, { db, floor, settings });
  registerStockRoutes(app, { db, settings, menu, clock: clock ?? (() => new Date()) });
  // Sales take their recipes' ingredients out of stock in the order's own transaction (issue 30).
  const events = createOrderStock({
    settings,
    publish: (localId, message, tx) => realtime.publishToTills(localId, message, tx),
  }).withStock(createOrderEvents({ realtime }));
  const ordersDeps = {
    db,
    menu,
    floor,
    clients,
    offers,
    shifts,
    settings,
    events,
    effects: createOrderEffects({ floor, events }),
    fiscal,
    clock: clock ?? (() => new Date()),
  };
  const payments = createPaymentsService(ordersDeps);
  registerOrdersRoutes(app, {
    db,
    auth: authPort,
    orders: createOrdersService({ ...ordersDeps, closing: payments }),
    payments,
    commands: createCommandsService(ordersDeps),
    boards: createOrderBoards(ordersDeps),
    kitchen: createKitchenService({ ...ordersDeps, closing: payments }),
  });
  registerCartaRoutes(app, {
    db,
    settings,
    menu,
    shifts,
    // The staff's orders engine, in the customer's call's transaction (the order and its token together).
    ordersIn: (tx) =>
      createOrdersService({
        ...ordersDeps,
        db: tx,
        closing: createPaymentsService({ ...ordersDeps, db: tx }),
      }),
    publishToTills: (localId, message) => realtime.publishToTills(localId, message),
    clock: ordersDeps.clock,
  });
  registerAwardsRoutes(app, {
    redeem: createAwardRedemption({
      db,
      orders: createOrdersService({ ...ordersDeps, closing: payments }),
      settings,
      clock: ordersDeps.clock,
    }),
  });
  const paymentDevices = createPaymentDevices({
    db,
    config: config.paymentDevices,
    secretBox,
    settings,
    // The orders' payments inside a device payment's transaction: recorded with its status.
    paymentsIn: (tx) => createPaymentsService({ ...ordersDeps, db: tx }),
    // A pickup or delivery order handed over as the device's payment closes it (mode hand_over).
    handOverIn: (tx) =>
      createKitchenService({
        ...ordersDeps,
        db: tx,
        closing: createPaymentsService({ ...ordersDeps, db: tx }),
      }),
    clock: ordersDeps.clock,
    log: app.log,
  });
  registerPaymentDevicesRoutes(app, { db, auth: authPort, devices: paymentDevices.service });
  registerPrintingRoutes(app, { db, printing: createPrintingService({ db }), auth: authPort });
  registerPrintQueueRoutes(app, {
    queue: createPrintQueueService({
      db,
      publish: (localId, message, tx) => realtime.publishToTills(localId, message, tx),
    }),
  });
  const boxReports = createBoxReportsService({ db, settings, ...(clock ? { clock } : {}) });
  registerCashRoutes(app, {
    boxReports,
    printing: createBoxReportPrinting({ db, settings, boxReports }),
    settings,
    files,
  });
  registerReportsRoutes(app, {
    reports: createReportsService({ db, settings, ...(clock ? { clock } : {}) }),
    settings,
    menu,
  });
  registerPredictionsRoutes(app, {
    predictions: createPredictionsService({ db, settings, ...(clock ? { clock } : {}) }),
    settings,
  });
  registerWsRoute(app, {
    realtime,
    isLocalEnabled: (localId) => locals.isEnabled(localId),
    auth: authPort,
    secret,
    channelExists: async (localId, channel) => {
      if (channel === MAINTENANCE_CHANNEL) return true;
      const key = tpvKeyOfChannel(channel);
      return key !== undefined && (await tpvs.find(localId, key))?.key === key;
    },
  });

  if (config.webDist && existsSync(config.webDist)) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      preCompressed: true,
      // Built files carry a content hash in their name: a terminal keeps them until the next
      // release. index.html is asked for again each time so a release reaches every till.
      setHeaders: (response, path) => {
        response.header(
          "cache-control",
          /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
    // The customer's digital menu is a page of its own (apps/web/carta.html, its own small
    // bundle): a table's QR opens /carta?mesa=<token>, the counter's tablet /carta?kiosk=1.
    app.get("/carta", (_request, reply) => reply.sendFile("carta.html"));
    app.get("/*", (request, reply) => {
      if (request.url.startsWith("/api/") || request.url === "/api" || request.url.startsWith("/ws")) {
        return reply.callNotFound();
      }
      return reply.sendFile("index.html");
    });
  }

  await realtime.start();
  await sessionCache.start();
  await settings.start();
  app.addHook("onClose", async () => {
    await settings.stop();
    await sessionCache.stop();
    await realtime.stop();
  });
  // Payments left on a terminal or the cash machine by a restart are completed or let go.
  const deviceReconciler = paymentDevices.start();
  app.addHook("onClose", () => deviceReconciler.stop());
  return { app, realtime, locals, auth, settings, fiscal, paymentDevices: paymentDevices.service };
}
export type ComandaApp = Awaited<ReturnType<typeof buildApp>>;
