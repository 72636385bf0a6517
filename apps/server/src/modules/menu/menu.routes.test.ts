import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthHeaders, type BuiltLocal, buildLocal, encodeQ, loginAs } from "../../../test/factories";
import { createTestApp, DATABASES, type TestApp } from "../../../test/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);

type Row = Record<string, unknown> & { id: number };

describe.each(DATABASES)("menu calls on %s", (kind) => {
  let t: TestApp;
  let local: BuiltLocal;
  let other: BuiltLocal;
  let admin: AuthHeaders;
  let otherAdmin: AuthHeaders;
  let waiter: AuthHeaders;

  beforeAll(async () => {
    t = await createTestApp(kind);
    local = await buildLocal(t.db, { roles: ["Admin", "Camarero"] });
    other = await buildLocal(t.db, { roles: ["Admin"] });
    admin = await loginAs(t, local, "Admin");
    otherAdmin = await loginAs(t, other, "Admin");
    waiter = await loginAs(t, local, "Camarero");
  });
  afterAll(() => t.close());

  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, headers = admin) =>
    t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async (collection: string, body: Record<string, unknown>, headers = admin): Promise<Row> => {
    const response = await call("POST", collection, body, headers);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data;
  };
  const count = async (collection: string, headers = admin) =>
    (await call("GET", `${collection}?page_size=100`, undefined, headers)).json().data.total as number;
  const expectRefused = async (
    response: { statusCode: number; json: () => { code: string; errors?: Record<string, string[]> } },
    code: string,
    field?: string,
  ) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    if (field) expect(Object.keys(body.errors ?? {})).toContain(field);
    else expect(body.code).toBe(code);
  };

  describe("categories", () => {
    it("nests a subcategory and answers it as a list, with the is_subcategory rule", async () => {
      const drinks = await create("categories", { name: "Bebidas", order: 1 });
      const beers = await create("categories", { name: "Cervezas", parent: drinks.id });
      expect(drinks).toMatchObject({ is_active: true, is_available: true, has_children: false, links: [] });
      const read = (await call("GET", `categories/${drinks.id}`)).json().data;
      expect(read).toMatchObject({
        has_children: true,
        is_subcategory: false,
        subcategories: [{ id: beers.id, name: "Cervezas", order: 0 }],
      });
      expect(beers).toMatchObject({ is_subcategory: true, parent: drinks.id });
      const sub = (await call("GET", `categories/subcategories/${drinks.id}`)).json().data;
      expect(sub.results.map((row: Row) => row.id)).toEqual([beers.id]);
      const bar = (await call("GET", "categories/list_bar", undefined, waiter)).json().data;
      const listed = bar.results.find((row: Row) => row.id === drinks.id);
      expect(listed.subcategories.map((row: Row) => row.name)).toEqual(["Cervezas"]);
      expect(bar.results.some((row: Row) => row.id === beers.id)).toBe(false);
    });

    it("refuses a category under itself, under its own subcategory, three levels, and a self link", async () => {
      const top = await create("categories", { name: "Vinos" });
      const child = await create("categories", { name: "Tintos", parent: top.id });
      const lonely = await create("categories", { name: "Cafés" });
      const before = await count("categories");
      await expectRefused(await call("PUT", `categories/${top.id}`, { parent: top.id }), "", "parent");
      expect((await call("PUT", `categories/${top.id}`, { parent: child.id })).json().errors.parent).toEqual([
        "Una categoría no puede ir dentro de una de sus subcategorías",
      ]);
      expect((await call("PUT", `categories/${top.id}`, { parent: lonely.id })).json().errors.parent).toEqual(
        ["La categoría tiene subcategorías: muévelas o elimínalas antes"],
      );
      expect((await call("POST", "categories", { name: "Crianza", parent: child.id })).statusCode).toBe(400);
      const selfLink = await call("PUT", `categories/${lonely.id}`, {
        links: [{ category: lonely.id, type: "companion" }],
      });
      expect(selfLink.json().errors.links).toEqual(["Una categoría no puede enlazarse consigo misma"]);
      expect(await count("categories")).toBe(before);
      expect((await call("GET", `categories/${top.id}`)).json().data.parent).toBeNull();
    });

    it("links companion and aggregate categories of its own local only", async () => {
      const main = await create("categories", { name: "Hamburguesas" });
      const side = await create("categories", { name: "Acompañamientos" });
      const foreign = await create("categories", { name: "Ajena" }, otherAdmin);
      const linked = await call("PUT", `categories/${main.id}`, {
        links: [
          { category: side.id, type: "companion" },
          { category: side.id, type: "aggregate" },
        ],
        has_companion: true,
      });
      expect(linked.json().data.links).toHaveLength(2);
      const refused = await call("PUT", `categories/${main.id}`, {
        links: [{ category: foreign.id, type: "aggregate" }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.links[0]).toContain(String(foreign.id));
    });

    it("moves a category back to the top level with parent null, and reorders a level", async () => {
      const a = await create("categories", { name: "Postres" });
      const b = await create("categories", { name: "Helados", parent: a.id });
      const c = await create("categories", { name: "Tartas", parent: a.id });
      const reordered = await call("POST", "categories/reorder", { parent: a.id, ids: [c.id, b.id] });
      expect(reordered.statusCode, reordered.body).toBe(200);
      const sub = (await call("GET", `categories/subcategories/${a.id}`)).json().data.results;
      expect(sub.map((row: Row) => row.id)).toEqual([c.id, b.id]);
      const moved = await call("PUT", `categories/${b.id}`, { parent: null });
      expect(moved.json().data).toMatchObject({ parent: null, is_subcategory: false });
      expect((await call("POST", "categories/reorder", { parent: b.id, ids: [b.id] })).statusCode).toBe(400);
    });

    it("refuses deleting a category that has products until they are moved", async () => {
      const old = await create("categories", { name: "Antigua" });
      const target = await create("categories", { name: "Nueva" });
      const p1 = await create("products", { name: "Caña", price: 2.2, category: old.id });
      const p2 = await create("products", { name: "Tercio", price: 3, category: old.id });
      const refused = await call("DELETE", `categories/${old.id}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: "categories.has_products",
        message: "La categoría tiene 2 productos: muévelos a otra categoría antes de eliminarla",
      });
      expect((await call("POST", "categories/delete_all", { pk__in: [old.id] })).statusCode).toBe(400);
      const moved = await call("POST", "products/update_categories_all", {
        pk__in: [p1.id, p2.id],
        category_id: target.id,
      });
      expect(moved.json().data).toEqual({ updated: 2 });
      expect((await call("DELETE", `categories/${old.id}`)).statusCode).toBe(200);
      expect((await call("POST", "categories/restore", { id: old.id })).json().data.name).toBe("Antigua");
    });

    it("takes its image as form data, refuses one over 1000 kb and keeps nothing then", async () => {
      const form = new FormData();
      form.append("name", "Con foto");
      form.append("order", "3");
      form.append("is_offer", "true");
      form.append("image", new Blob([new Uint8Array(png(2048))], { type: "image/png" }), "foto.png");
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v1/categories",
        headers: admin,
        payload: form,
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data).toMatchObject({ name: "Con foto", order: 3, is_offer: true });
      const image = created.json().data.image as string;
      expect(
        (await t.app.inject({ method: "GET", url: image, headers: { host: local.host } })).statusCode,
      ).toBe(200);

      const before = await count("categories");
      const big = new FormData();
      big.append("name", "Foto enorme");
      big.append("image", new Blob([new Uint8Array(png(1000 * 1024 + 1))], { type: "image/png" }), "big.png");
      const refused = await t.app.inject({
        method: "POST",
        url: "/api/v1/categories",
        headers: admin,
        payload: big,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.image[0]).toContain("1000 kb");
      expect(await count("categories")).toBe(before);

      const cleared = await call("PUT", `categories/${created.json().data.id}`, { image: "" });
      expect(cleared.json().data.image).toBe("");
      expect(
        (await t.app.inject({ method: "GET", url: image, headers: { host: local.host } })).statusCode,
      ).toBe(404);
    });
  });

  describe("products", () => {
    let category: Row;
    let zone: Row;
    let flour: Row;
    let oil: Row;

    beforeAll(async () => {
      category = await create("categories", { name: "Entrantes" });
      zone = await create("zones", { name: "Terraza" });
      flour = await create("ingredients", { name: "Harina", price: 0.9, unit: "kg" });
      oil = await create("ingredients", { name: "Aceite", price: 6.5, unit: "L" });
    });

    it("fills the spec's defaults", async () => {
      const product = await create("products", { name: "Pan", category: category.id });
      expect(product).toMatchObject({
        is_active: true,
        qty: 1,
        unit_value: 1,
        iva: 0,
        price: 0,
        min_stock: 0,
        order: "no_group",
        allergens: [],
        zones: [],
      });
      expect(product.stk_uuid).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("keeps zone prices that have both zone and price, and never takes stk_uuid", async () => {
      const product = await create("products", {
        name: "Croquetas",
        price: 8.5,
        iva: 10,
        category: category.id,
        zones: [{ zone: zone.id, price: 9.5 }, { zone: zone.id }, { price: 3 }],
        stk_uuid: "00000000-0000-0000-0000-000000000000",
        min_stock: "",
      });
      expect(product.zones).toEqual([{ zone: zone.id, price: 9.5 }]);
      expect(product.stk_uuid).not.toBe("00000000-0000-0000-0000-000000000000");
      expect(product.min_stock).toBe(0);
      const order = await call("GET", `products/get_product_order/${product.id}`);
      expect(order.json().data).toEqual({ id: product.id, order: "no_group", order_number: 0 });
    });

    it.each([
      ["a negative price", { price: -1 }, "price"],
      ["a price with three decimals", { price: 1.005 }, "price"],
      ["a zero quantity", { qty: 0 }, "qty"],
      ["a zero unit value", { unit_value: -2 }, "unit_value"],
      ["VAT over 100", { iva: 121 }, "iva"],
      ["no category", { category: undefined }, "category"],
      ["an unknown measure", { unit: "gallon" }, "unit"],
      ["a recipe line of zero", { ingredients: [{ id: 1, qty: 0, unit: "g" }] }, "ingredients.0.qty"],
    ])("refuses %s and saves nothing", async (_label, change, field) => {
      const before = await count("products");
      const response = await call("POST", "products", { name: "Malo", category: category.id, ...change });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
      expect(await count("products")).toBe(before);
    });

    it("refuses another local's category, allergen, zone, modifier or ingredient", async () => {
      const foreignCategory = await create("categories", { name: "Suya" }, otherAdmin);
      const foreignZone = await create("zones", { name: "Suya" }, otherAdmin);
      const foreignIngredient = await create("ingredients", { name: "Suyo", unit: "kg" }, otherAdmin);
      const foreignModifier = await create("modifiers", { name: "Suyo" }, otherAdmin);
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ category: foreignCategory.id }, "category"],
        [{ zones: [{ zone: foreignZone.id, price: 2 }] }, "zones"],
        [{ ingredients: [{ id: foreignIngredient.id, qty: 1, unit: "kg" }] }, "ingredients"],
        [{ modifiers: [foreignModifier.id] }, "modifiers"],
        [{ allergens: [999_999] }, "allergens"],
      ];
      for (const [change, field] of cases) {
        const response = await call("POST", "products", {
          name: "Cruzado",
          category: category.id,
          ...change,
        });
        expect(response.statusCode, field).toBe(400);
        expect(Object.keys(response.json().errors), field).toContain(field);
      }
    });

    it("refuses a recipe line in a unit the ingredient's own does not convert to", async () => {
      const response = await call("POST", "products", {
        name: "Rebozado",
        category: category.id,
        ingredients: [{ id: flour.id, qty: 100, unit: "ml" }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.ingredients).toEqual(["Harina: no se puede pasar de ml a kg"]);
    });

    it("takes a product as form data, lists and values aside", async () => {
      const [allergen] = (await call("GET", "allergens?page_size=1")).json().data.results as Row[];
      const form = new FormData();
      form.append("name", "Calamares 1");
      form.append("price", "9.5");
      form.append("category", String(category.id));
      form.append("allergens", JSON.stringify(allergen ? [allergen.id] : []));
      form.append("zones", JSON.stringify([{ zone: zone.id, price: 10.5 }]));
      form.append("is_active", "false");
      form.append("serial", "0001");
      const response = await t.app.inject({
        method: "POST",
        url: "/api/v1/products",
        headers: admin,
        payload: form,
      });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({
        name: "Calamares 1",
        price: 9.5,
        serial: "0001",
        is_active: false,
        zones: [{ zone: zone.id, price: 10.5 }],
      });
    });

    it("costs recipes, flags a markup under 300 % and filters the flagged ones", async () => {
      const cheap = await create("products", {
        name: "Tortas de aceite",
        price: 2.2,
        iva: 10,
        category: category.id,
        ingredients: [
          { id: flour.id, qty: 500, unit: "g" },
          { id: oil.id, qty: 10, unit: "cl" },
        ],
      });
      const fine = await create("products", {
        name: "Picos",
        price: 11,
        iva: 10,
        category: category.id,
        ingredients: [{ id: flour.id, qty: 1, unit: "kg" }],
      });
      const scandals = (await call("GET", "products/scandals?search=tortas")).json().data;
      expect(scandals.results).toHaveLength(1);
      expect(scandals.results[0]).toMatchObject({
        id: cheap.id,
        price_net: 2,
        cost: 1.1,
        markup: 81.82,
        margin: 45,
        below_recommended: true,
      });
      expect(scandals.results[0].lines).toEqual([
        expect.objectContaining({ id: flour.id, qty: 500, unit: "g", cost_cents: 45 }),
        expect.objectContaining({ id: oil.id, qty: 10, unit: "cl", cost_cents: 65 }),
      ]);
      const picos = (await call("GET", "products/scandals?search=picos")).json().data.results[0];
      expect(picos).toMatchObject({ id: fine.id, cost: 0.9, below_recommended: false });
      const below = (await call("GET", "products/scandals?below=true")).json().data.results as Row[];
      expect(below.some((row) => row.id === cheap.id)).toBe(true);
      expect(below.some((row) => row.id === fine.id)).toBe(false);
    });

    it("filters the list by category and active", async () => {
      const own = await create("categories", { name: "Filtro" });
      await create("products", { name: "Activo", category: own.id });
      await create("products", { name: "Inactivo", category: own.id, is_active: false });
      const listed = await call("GET", `products?q=${encodeQ({ category: own.id, is_active: true })}`);
      expect(listed.json().data.results.map((row: Row) => row.name)).toEqual(["Activo"]);
    });
  });

  describe("modifiers and options", () => {
    it("saves a modifier with its options in one call, with the spec's defaults", async () => {
      const modifier = await create("modifiers", {
        name: "Punto de la carne",
        min_value: 1,
        options: [{ name: "Poco hecho" }, { name: "Al punto" }, { name: "Hecho", price: 0.5 }],
      });
      expect(modifier).toMatchObject({ min_value: 1, max_value: 1, is_quantifiable: false, enabled: true });
      expect(modifier.options).toEqual([
        expect.objectContaining({ name: "Poco hecho", min_value: 1, max_value: 1, price: 0, order: 0 }),
        expect.objectContaining({ name: "Al punto", order: 1 }),
        expect.objectContaining({ name: "Hecho", price: 0.5, order: 2 }),
      ]);
      const defaults = await create("modifiers", { name: "Vacío" });
      expect(defaults).toMatchObject({ min_value: 0, max_value: 1, options: [] });
    });

    it("makes max_value above 1 quantifiable, for modifiers and options", async () => {
      const extras = await create("modifiers", {
        name: "Extras",
        max_value: 3,
        options: [{ name: "Bacon", price: 1.8, max_value: 2 }],
      });
      expect(extras.is_quantifiable).toBe(true);
      expect((extras.options as Row[])[0]).toMatchObject({ is_quantifiable: true, max_value: 2 });
      const lowered = await call("PUT", `modifiers/${extras.id}`, { max_value: 1 });
      expect(lowered.json().data.is_quantifiable).toBe(false);
    });

    it("updates, creates and deletes options in one save", async () => {
      const sauce = await create("modifiers", {
        name: "Salsa",
        options: [{ name: "Alioli" }, { name: "Brava" }],
      });
      const [alioli, brava] = sauce.options as Row[];
      const saved = await call("PUT", `modifiers/${sauce.id}`, {
        options: [{ id: alioli!.id, name: "Alioli casero", price: 0.5 }, { name: "Mayonesa" }],
        deleted_options: [brava!.id],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json().data.options as Row[]).map((option) => option.name)).toEqual([
        "Alioli casero",
        "Mayonesa",
      ]);
      const level = (await call("GET", `modifiers/retrieve_options_level_one/${sauce.id}`)).json().data;
      expect(level.total).toBe(2);
    });

    it.each([
      [
        "min above max",
        { min_value: 3, max_value: 2, options: [{ name: "a" }, { name: "b" }, { name: "c" }] },
        "min_value",
      ],
      ["fewer options than the min", { min_value: 2, max_value: 2, options: [{ name: "solo" }] }, "options"],
      [
        "an option with min above max",
        { options: [{ name: "x", min_value: 3, max_value: 2 }] },
        "options.0.min_value",
      ],
      [
        "another local's product in an option",
        { options: [{ name: "x", product: 999_999 }] },
        "options.0.product",
      ],
    ])("refuses %s and saves nothing", async (_label, body, field) => {
      const before = await count("modifiers");
      const options = await count("options");
      const response = await call("POST", "modifiers", { name: "Malo", ...body });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(response.json().errors)).toContain(field);
      expect(await count("modifiers")).toBe(before);
      expect(await count("options")).toBe(options);
    });

    it("nests modifiers under options, refusing a cycle", async () => {
      const sauce = await create("modifiers", { name: "Salsa 2", options: [{ name: "Ketchup" }] });
      const side = await create("modifiers", {
        name: "Guarnición",
        min_value: 1,
        options: [{ name: "Patatas fritas", modifiers: [sauce.id] }, { name: "Ensalada" }],
      });
      const [ketchup] = sauce.options as Row[];
      const cycle = await call("PUT", `modifiers/${sauce.id}`, {
        options: [{ id: ketchup!.id, name: "Ketchup", modifiers: [side.id] }],
      });
      expect(cycle.statusCode).toBe(400);
      expect(cycle.json().errors.options).toEqual([
        "Un modificador no puede aparecer dentro de sus propias opciones",
      ]);
      const self = await call("PUT", `options/${ketchup!.id}`, { modifiers: [sauce.id] });
      expect(self.statusCode).toBe(400);
      expect((await call("GET", `options/${ketchup!.id}`)).json().data.modifiers).toEqual([]);
    });

    it("refuses deleting options a required modifier needs", async () => {
      const must = await create("modifiers", { name: "Pan", min_value: 1, options: [{ name: "Blanco" }] });
      const [only] = must.options as Row[];
      const refused = await call("DELETE", `options/${only!.id}`);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("modifiers.fewer_options_than_min");
    });

    it("assigns modifiers to many products and lists the ones in use", async () => {
      const category = await create("categories", { name: "Carnes" });
      const meat = await create("products", { name: "Entrecot", category: category.id, price: 22 });
      const burger = await create("products", { name: "Hamburguesa", category: category.id, price: 12 });
      const point = await create("modifiers", {
        name: "Punto",
        min_value: 1,
        options: [{ name: "Al punto" }],
      });
      const assigned = await call("POST", "products/options_modifiers", {
        products: [meat.id, burger.id],
        modifiers: [point.id],
      });
      expect(assigned.json().data).toEqual({ updated: 2 });
      const inUse = (await call("GET", "modifiers/list_in_products")).json().data.results as Row[];
      expect(inUse.map((row) => row.id)).toContain(point.id);
      const trees = (await call("GET", "modifiers/list_bar", undefined, waiter)).json().data.results as Row[];
      expect(trees.find((row) => row.id === point.id)).toMatchObject({
        options: [expect.objectContaining({ name: "Al punto", price: 0 })],
      });
    });
  });

  describe("catalogue", () => {
    it("seeds the 14 EU allergens with every local", async () => {
      const allergens = (await call("GET", "allergens?page_size=50")).json().data;
      expect(allergens.total).toBe(14);
      expect(allergens.results[0]).toHaveProperty("name_ch");
    });

    it("keeps a unit's reference measure of the unit's type", async () => {
      expect(
        (await call("POST", "units", { name: "Botella", type: "volume", value: 75, unit_reference: "cl" }))
          .statusCode,
      ).toBe(201);
      const wrong = await call("POST", "units", {
        name: "Saco",
        type: "weight",
        value: 25,
        unit_reference: "L",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors.unit_reference).toEqual(["La unidad de referencia no es del tipo weight"]);
      const defaulted = await call("POST", "units", { name: "Docena", value: 12, unit_reference: "ud" });
      expect(defaulted.json().data.type).toBe("quantity");
    });

    it("remembers an ingredient's previous price and its tendency", async () => {
      const salt = await create("ingredients", { name: "Sal" });
      expect(salt).toMatchObject({ price: 1, unit: "ud", old_price: null, tendency: null });
      const dearer = (await call("PUT", `ingredients/${salt.id}`, { price: 1.25 })).json().data;
      expect(dearer).toMatchObject({ price: 1.25, old_price: 1, tendency: "up" });
      const cheaper = (await call("PUT", `ingredients/${salt.id}`, { price: 0.8 })).json().data;
      expect(cheaper).toMatchObject({ price: 0.8, old_price: 1.25, tendency: "down" });
    });

    it("groups categories of its own local in families", async () => {
      const kitchen = await create("categories", { name: "Cocina caliente" });
      const family = await create("families", { name: "Cocina", categories: [kitchen.id] });
      expect(family.categories).toEqual([kitchen.id]);
      expect((await call("POST", "families", { name: "Mala", categories: [999_999] })).statusCode).toBe(400);
    });
  });

  describe("the POS's product list", () => {
    it("answers a whole menu with its modifier trees in one statement, to the waiter", async () => {
      const category = await create("categories", { name: "Barra" });
      const modifier = await create("modifiers", { name: "Hielo", options: [{ name: "Con hielo" }] });
      for (let i = 0; i < 30; i++) {
        await create("products", {
          name: `Refresco ${i}`,
          price: 2.5,
          category: category.id,
          modifiers: [modifier.id],
        });
      }
      await create("products", { name: "Oculto", category: category.id, is_active: false });
      const before = t.database.statements();
      const response = await call("GET", "products/list_bar", undefined, waiter);
      const statements = t.database.statements() - before;
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.results.filter((row: Row) => row.category === category.id)).toHaveLength(30);
      expect(data.results.some((row: Row) => row.name === "Oculto")).toBe(false);
      expect(data.results.find((row: Row) => row.name === "Refresco 0")).toMatchObject({
        price: 2.5,
        modifiers: [modifier.id],
      });
      expect(data.modifiers.find((row: Row) => row.id === modifier.id).options[0].name).toBe("Con hielo");
      // The session check may cost statements (cached afterwards); the list itself is one. The
      // server's workers (print queue, mail, devices) may run a statement meanwhile: a call's
      // count is the fewest of three, since others only ever add to it.
      const once = async () => {
        const again = t.database.statements();
        await call("GET", "products/list_bar", undefined, waiter);
        return t.database.statements() - again;
      };
      const fewest = Math.min(await once(), await once(), await once());
      expect(fewest).toBeLessThanOrEqual(statements);
      expect(fewest).toBe(1);

      const first = data.results.find((row: Row) => row.name === "Refresco 0");
      await call("PUT", `products/${first.id}`, { price: 2.75, name: "Refresco cero" });
      const changed = (await call("GET", "products/list_bar", undefined, waiter)).json().data;
      expect(changed.results.find((row: Row) => row.id === first.id)).toMatchObject({
        name: "Refresco cero",
        price: 2.75,
      });
      await call("DELETE", `products/${first.id}`);
      const gone = (await call("GET", "products/list_bar", undefined, waiter)).json().data;
      expect(gone.results.some((row: Row) => row.id === first.id)).toBe(false);
      expect((await call("GET", `products/${first.id}`)).statusCode).toBe(404);
    });

    it("gives the till each product's image address and allergens, and drops a cleared image", async () => {
      const category = await create("categories", { name: "Tapas con foto" });
      const allergen = await create("allergens", { name: "Sésamo" });
      const form = new FormData();
      form.append("name", "Hummus");
      form.append("price", "6");
      form.append("category", String(category.id));
      form.append("allergens", JSON.stringify([allergen.id]));
      form.append("image", new Blob([new Uint8Array(png(2048))], { type: "image/png" }), "hummus.png");
      const created = await t.app.inject({
        method: "POST",
        url: "/api/v1/products",
        headers: admin,
        payload: form,
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;

      const listed = (await call("GET", "products/list_bar", undefined, waiter)).json().data.results as Row[];
      const hummus = listed.find((row) => row.id === id)!;
      expect(hummus).toMatchObject({
        allergens: [allergen.id],
        image: expect.stringMatching(/^\/api\/v1\/files\//),
      });
      const image = await t.app.inject({
        method: "GET",
        url: hummus.image as string,
        headers: { host: local.host },
      });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/png");

      await call("PUT", `products/${id}`, { image: "" });
      const cleared = (await call("GET", "products/list_bar", undefined, waiter)).json().data
        .results as Row[];
      expect(cleared.find((row) => row.id === id)!.image || undefined).toBeUndefined();
    });

    it("lets the waiter read the menu but not change it", async () => {
      expect((await call("GET", "products?page_size=5", undefined, waiter)).statusCode).toBe(200);
      expect((await call("POST", "categories", { name: "No" }, waiter)).statusCode).toBe(403);
      expect(
        (await call("POST", "products/update_categories_all", { pk__in: [1], category_id: 1 }, waiter))
          .statusCode,
      ).toBe(403);
    });
  });
});
