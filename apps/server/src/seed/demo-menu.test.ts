import {
  areCompatible,
  centsFromAmount,
  isQuantifiableFor,
  type RecipeIngredient,
  recipeCost,
  recipeMargins,
} from "@comanda/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DATABASES, type TestDatabase } from "../../test/test-app";
import { zones } from "../modules/floor/floor.schema";
import { EU_ALLERGENS } from "../modules/menu/eu-allergens";
import {
  allergens,
  categories,
  families,
  ingredients,
  modifiers,
  options,
  products,
  units,
} from "../modules/menu/menu.schema";
import type { Db } from "../platform/db/client";
import { locals } from "../platform/tenancy/locals.schema";
import { createLocal } from "./create-local";
import { seedIfEmpty } from "./demo";

describe.each(DATABASES)("demo menu on %s", (kind) => {
  let testDb: TestDatabase;
  let db: Db;
  let demoId: number;
  let miniId: number;

  beforeAll(async () => {
    testDb = await createTestDatabase(kind);
    db = testDb.database.db;
    expect(await seedIfEmpty(db)).toBe(true);
    const rows = await db.select({ id: locals.id, location: locals.location }).from(locals);
    demoId = rows.find((row) => row.location === "demo")!.id;
    miniId = rows.find((row) => row.location === "mini")!.id;
  });
  afterAll(() => testDb.drop());

  const categoriesOf = (localId = demoId) =>
    db.select().from(categories).where(eq(categories.local_id, localId));
  const productsOf = (localId = demoId) => db.select().from(products).where(eq(products.local_id, localId));
  const modifiersOf = () => db.select().from(modifiers).where(eq(modifiers.local_id, demoId));
  const optionsOf = () => db.select().from(options).where(eq(options.local_id, demoId));

  it("gives every new local the 14 EU allergens, with English and Chinese names", async () => {
    const fresh = await createLocal(db, {
      name: "Bar Nuevo",
      location: "nuevo",
      modules: [],
      lock_modules: [],
      users: [],
      tpvs: [],
    });
    for (const localId of [demoId, miniId, fresh]) {
      const rows = await db.select().from(allergens).where(eq(allergens.local_id, localId));
      expect(rows).toHaveLength(14);
      expect(rows.map((row) => row.name).sort()).toEqual(EU_ALLERGENS.map((a) => a.name).sort());
      for (const row of rows) {
        expect(row.name_en).toBeTruthy();
        expect(row.name_ch).toMatch(/^[\u4e00-\u9fff]+$/);
      }
    }
    expect(await db.select().from(categories).where(eq(categories.local_id, fresh))).toEqual([]);
  });

  it("seeds the demo's zones, units and families", async () => {
    const zoneRows = await db.select().from(zones).where(eq(zones.local_id, demoId));
    expect(zoneRows.map((zone) => zone.name).sort()).toEqual(["Barra", "Salón", "Terraza"]);
    const unitRows = await db.select().from(units).where(eq(units.local_id, demoId));
    expect(unitRows.find((unit) => unit.name === "Botella 75 cl")).toMatchObject({
      type: "volume",
      value: 75,
      unit_reference: "cl",
    });
    const familyRows = await db.select().from(families).where(eq(families.local_id, demoId));
    const categoryIds = new Set((await categoriesOf()).map((category) => category.id));
    expect(familyRows.map((family) => family.name).sort()).toEqual(["Barra", "Cocina"]);
    const inFamilies = familyRows.flatMap((family) => family.categories);
    expect(new Set(inFamilies)).toEqual(categoryIds);
    expect(inFamilies).toHaveLength(categoryIds.size);
  });

  it("has a two-level category tree with the restaurant's sections", async () => {
    const rows = await categoriesOf();
    const top = rows.filter((category) => category.parent === null);
    expect(top.length).toBeGreaterThanOrEqual(8);
    expect(top.map((category) => category.name)).toEqual(
      expect.arrayContaining([
        "Entrantes",
        "Ensaladas",
        "Carnes",
        "Pescados",
        "Postres",
        "Bebidas",
        "Vinos",
        "Cafés",
      ]),
    );
    const byId = new Map(rows.map((category) => [category.id, category]));
    const childrenOf = (name: string) =>
      rows
        .filter((category) => category.parent === top.find((parent) => parent.name === name)?.id)
        .map((category) => category.name)
        .sort();
    expect(childrenOf("Bebidas")).toEqual(["Aguas", "Cervezas", "Refrescos"]);
    expect(childrenOf("Vinos")).toEqual(["Blancos", "Tintos"]);
    for (const category of rows) {
      if (category.parent === null) continue;
      expect(byId.get(category.parent)?.parent).toBeNull();
    }
  });

  it("has at least 60 priced products, each in a category of the local, labelled with its allergens", async () => {
    const rows = await productsOf();
    const categoryIds = new Set((await categoriesOf()).map((category) => category.id));
    const allergenRows = await db.select().from(allergens).where(eq(allergens.local_id, demoId));
    const allergenIds = new Set(allergenRows.map((allergen) => allergen.id));
    expect(rows.filter((product) => product.is_active).length).toBeGreaterThanOrEqual(60);
    for (const product of rows) {
      expect(product.price, product.name).toBeGreaterThan(0);
      expect(categoryIds.has(product.category), product.name).toBe(true);
      expect(product.iva).toBe(10);
      for (const id of product.allergens) expect(allergenIds.has(id), product.name).toBe(true);
      for (const zone of product.zones) expect(zone.price).toBeGreaterThan(product.price);
    }
    const croquetas = rows.find((product) => product.name === "Croquetas de jamón")!;
    const allergenName = new Map(allergenRows.map((allergen) => [allergen.id, allergen.name]));
    expect(croquetas.price).toBe(8.5);
    expect(croquetas.order).toBe("incoming");
    expect(croquetas.allergens.map((id) => allergenName.get(id)).sort()).toEqual([
      "Gluten",
      "Huevos",
      "Lácteos",
    ]);
    expect(rows.some((product) => product.zones.length > 0)).toBe(true);
  });

  it("costs its recipes from ingredients in compatible units, most above the recommended markup", async () => {
    const rows = await productsOf();
    const optionRows = await optionsOf();
    const ingredientRows = await db.select().from(ingredients).where(eq(ingredients.local_id, demoId));
    const byId = new Map<number, RecipeIngredient>(ingredientRows.map((row) => [row.id, row]));
    for (const { name, ingredients: lines } of [...rows, ...optionRows]) {
      for (const line of lines) {
        const ingredient = byId.get(line.id);
        expect(ingredient, name).toBeDefined();
        expect(
          areCompatible(line.unit, ingredient!.unit),
          `${name}: ${line.unit} → ${ingredient!.unit}`,
        ).toBe(true);
      }
    }
    const costed = rows.filter((product) => product.ingredients.length > 0);
    expect(costed.length).toBeGreaterThanOrEqual(15);
    const below = costed
      .filter((product) => {
        const cost = recipeCost(product.ingredients, byId).total_cents;
        return recipeMargins(centsFromAmount(product.price), cost).below_recommended;
      })
      .map((product) => product.name);
    expect(below).toContain("Entrecot de ternera");
    expect(below.length).toBeLessThan(costed.length / 4);
  });

  it("nests Salsa under Guarnición › Patatas fritas, and every modifier id named exists", async () => {
    const modifierRows = await modifiersOf();
    const optionRows = await optionsOf();
    const modifierIds = new Set(modifierRows.map((modifier) => modifier.id));
    for (const product of await productsOf()) {
      for (const id of product.modifiers) expect(modifierIds.has(id), product.name).toBe(true);
    }
    for (const option of optionRows) {
      expect(modifierIds.has(option.modifier_id), option.name).toBe(true);
      for (const id of option.modifiers) expect(modifierIds.has(id), option.name).toBe(true);
      expect(option.is_quantifiable).toBe(isQuantifiableFor(option.max_value));
    }
    for (const modifier of modifierRows) {
      expect(modifier.min_value).toBeLessThanOrEqual(modifier.max_value);
      expect(optionRows.filter((option) => option.modifier_id === modifier.id).length).toBeGreaterThanOrEqual(
        modifier.min_value,
      );
    }

    const modifier = (name: string) => modifierRows.find((row) => row.name === name)!;
    const guarnicion = modifier("Guarnición");
    const salsa = modifier("Salsa");
    expect(salsa).toMatchObject({ min_value: 0, max_value: 2 });
    const patatas = optionRows.find(
      (option) => option.modifier_id === guarnicion.id && option.name === "Patatas fritas",
    );
    expect(patatas?.modifiers).toEqual([salsa.id]);
    expect(
      optionRows.filter((option) => option.modifier_id === salsa.id).map((option) => option.name),
    ).toEqual(expect.arrayContaining(["Alioli", "Ketchup", "Mayonesa", "Brava"]));

    const entrecot = (await productsOf()).find((product) => product.name === "Entrecot de ternera")!;
    expect(entrecot.modifiers).toEqual(
      expect.arrayContaining([modifier("Punto de la carne").id, guarnicion.id, modifier("Extras").id]),
    );
  });

  it("gives the small café a tiny menu", async () => {
    expect(await categoriesOf(miniId)).toHaveLength(2);
    expect(await productsOf(miniId)).toHaveLength(6);
  });
});
