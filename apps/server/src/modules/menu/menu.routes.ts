import {
  categoryReorderSchema,
  idField,
  moveToCategorySchema,
  optionsModifiersSchema,
} from "@comanda/domain";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../platform/http/envelope";
import type { MenuService } from "./menu.service";

const idParams = z.object({ id: z.coerce.number().pipe(idField) });
const scandalsQuery = z.object({
  search: z.string().trim().max(120).optional(),
  below: z.enum(["true", "false"]).optional(),
});

/** The menu's named actions (spec §7 "Menu entities"); the seven generic calls come from the entities. */
export function registerMenuRoutes(app: FastifyInstance, menu: MenuService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const local = (request: { local: { id: number } }) => request.local.id;

  r.get("/api/v1/categories/list_bar", { schema: { tags: ["categories"] } }, async (request) =>
    ok(await menu.categoriesListBar(local(request))),
  );
  r.get(
    "/api/v1/categories/subcategories/:id",
    { schema: { tags: ["categories"], params: idParams } },
    async (request) => ok(await menu.subcategories(local(request), request.params.id)),
  );
  r.post(
    "/api/v1/categories/reorder",
    {
      schema: { tags: ["categories"], body: categoryReorderSchema },
    },
    async (request) => ok(await menu.reorderCategories(local(request), request.body)),
  );

  r.get("/api/v1/products/list_bar", { schema: { tags: ["products"] } }, async (request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .send(`{"complete":true,"data":${await menu.productsListBar(local(request))},"message":""}`),
  );
  r.get(
    "/api/v1/products/get_product_order/:id",
    { schema: { tags: ["products"], params: idParams } },
    async (request) => ok(await menu.productOrder(local(request), request.params.id)),
  );
  r.post(
    "/api/v1/products/update_categories_all",
    { schema: { tags: ["products"], body: moveToCategorySchema } },
    async (request) =>
      ok(await menu.moveToCategory(local(request), request.body.pk__in, request.body.category_id)),
  );
  r.get(
    "/api/v1/products/scandals",
    { schema: { tags: ["products"], querystring: scandalsQuery } },
    async (request) =>
      ok(
        await menu.scandals(local(request), {
          search: request.query.search,
          below: request.query.below === "true",
        }),
      ),
  );
  r.post(
    "/api/v1/products/options_modifiers",
    {
      schema: { tags: ["modifiers"], body: optionsModifiersSchema },
    },
    async (request) =>
      ok(await menu.setProductsModifiers(local(request), request.body.products, request.body.modifiers)),
  );

  r.get("/api/v1/modifiers/list_in_products", { schema: { tags: ["modifiers"] } }, async (request) =>
    ok(await menu.modifiersInProducts(local(request))),
  );
  r.get(
    "/api/v1/modifiers/retrieve_options_level_one/:id",
    { schema: { tags: ["modifiers"], params: idParams } },
    async (request) => ok(await menu.optionsLevelOne(local(request), request.params.id)),
  );
  r.get("/api/v1/modifiers/list_bar", { schema: { tags: ["modifiers"] } }, async (request) =>
    ok(await menu.modifiersListBar(local(request))),
  );
}
