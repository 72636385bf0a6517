import {
  isQuantifiableFor,
  type Measure,
  type ProductOrderGroup,
  type RecipeLineInput,
  roundDecimals,
  type ZonePrice,
} from "@comanda/domain";
import { eq } from "drizzle-orm";
import { zones } from "../modules/floor/floor.schema";
import type { EuAllergenName } from "../modules/menu/eu-allergens";
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

/*
 * The demo restaurant's menu: a Spanish restaurant with courses, drinks on the terrace
 * dearer than inside, steaks asked for their doneness and garnish, and recipes costed from
 * ingredients. Written as data below and inserted in a handful of bulk statements. The EU
 * allergens are already there: every local gets them when it is created.
 */

const DEMO_ZONES = ["Salón", "Terraza", "Barra"] as const;
/** Drinks on the terrace cost about 12% more, rounded to 10 cents. */
const TERRACE_SURCHARGE = 1.12;

const INGREDIENTS = [
  { name: "Ternera (entrecot)", unit: "kg", price: 24 },
  { name: "Carne picada de ternera", unit: "kg", price: 11 },
  { name: "Pollo", unit: "kg", price: 6.5 },
  { name: "Bacon", unit: "kg", price: 9 },
  { name: "Jamón ibérico", unit: "kg", price: 45 },
  { name: "Merluza", unit: "kg", price: 16 },
  { name: "Salmón", unit: "kg", price: 14 },
  { name: "Calamar", unit: "kg", price: 12 },
  { name: "Gambas", unit: "kg", price: 18 },
  { name: "Atún en conserva", unit: "kg", price: 12 },
  { name: "Patata", unit: "kg", price: 1.1 },
  { name: "Tomate", unit: "kg", price: 2.2 },
  { name: "Lechuga", unit: "ud", price: 0.8 },
  { name: "Arroz bomba", unit: "kg", price: 3 },
  { name: "Harina", unit: "kg", price: 0.9 },
  { name: "Pan", unit: "kg", price: 3 },
  { name: "Pan de hamburguesa", unit: "ud", price: 0.45 },
  { name: "Huevo", unit: "ud", price: 0.25 },
  { name: "Leche", unit: "L", price: 0.95 },
  { name: "Queso crema", unit: "kg", price: 9 },
  { name: "Queso manchego", unit: "kg", price: 16 },
  { name: "Azúcar", unit: "kg", price: 1.2 },
  { name: "Aceite de oliva", unit: "L", price: 6.5 },
  { name: "Café en grano", unit: "kg", price: 18 },
  { name: "Cerveza barril", unit: "L", price: 2.4 },
  { name: "Coca-Cola lata 33 cl", unit: "ud", price: 0.55 },
] as const satisfies ReadonlyArray<{ name: string; unit: Measure; price: number }>;
type IngredientName = (typeof INGREDIENTS)[number]["name"];

/** A recipe line: so much of an ingredient, in a measure its own unit converts to. */
type Line = readonly [ingredient: IngredientName, qty: number, unit: Measure];

const UNITS = [
  { name: "Botella 75 cl", type: "volume", value: 75, unit_reference: "cl" },
  { name: "Copa 15 cl", type: "volume", value: 15, unit_reference: "cl" },
  { name: "Caña 20 cl", type: "volume", value: 20, unit_reference: "cl" },
  { name: "Docena", type: "quantity", value: 12, unit_reference: "ud" },
] as const satisfies ReadonlyArray<{ name: string; type: string; value: number; unit_reference: Measure }>;

type ModifierName = "Punto de la carne" | "Guarnición" | "Extras" | "Salsa";

interface DemoOption {
  name: string;
  name_en: string;
  price?: number;
  max_value?: number;
  recipe?: Line[];
  /** Modifiers asked when this option is chosen. */
  nested?: ModifierName[];
}
interface DemoModifier {
  name: ModifierName;
  name_en: string;
  min_value: number;
  max_value: number;
  options: DemoOption[];
}

const MODIFIERS: DemoModifier[] = [
  {
    name: "Punto de la carne",
    name_en: "Doneness",
    min_value: 1,
    max_value: 1,
    options: [
      { name: "Poco hecho", name_en: "Rare" },
      { name: "Al punto", name_en: "Medium" },
      { name: "Hecho", name_en: "Well done" },
      { name: "Muy hecho", name_en: "Very well done" },
    ],
  },
  {
    name: "Guarnición",
    name_en: "Side",
    min_value: 1,
    max_value: 1,
    options: [
      {
        name: "Patatas fritas",
        name_en: "Chips",
        recipe: [
          ["Patata", 150, "g"],
          ["Aceite de oliva", 3, "cl"],
        ],
        nested: ["Salsa"],
      },
      { name: "Ensalada", name_en: "Salad", recipe: [["Lechuga", 0.25, "ud"]] },
      { name: "Verduras a la plancha", name_en: "Grilled vegetables" },
    ],
  },
  {
    name: "Extras",
    name_en: "Extras",
    min_value: 0,
    max_value: 3,
    options: [
      {
        name: "Huevo frito",
        name_en: "Fried egg",
        price: 1.5,
        max_value: 2,
        recipe: [
          ["Huevo", 1, "ud"],
          ["Aceite de oliva", 20, "ml"],
        ],
      },
      { name: "Bacon", name_en: "Bacon", price: 1.8, max_value: 2, recipe: [["Bacon", 40, "g"]] },
      { name: "Queso", name_en: "Cheese", price: 1.2, max_value: 2, recipe: [["Queso manchego", 30, "g"]] },
    ],
  },
  {
    name: "Salsa",
    name_en: "Sauce",
    min_value: 0,
    max_value: 2,
    options: [
      { name: "Alioli", name_en: "Aioli" },
      { name: "Ketchup", name_en: "Ketchup" },
      { name: "Mayonesa", name_en: "Mayonnaise" },
      { name: "Brava", name_en: "Spicy brava sauce", price: 0.5 },
    ],
  },
];

const STEAK: ModifierName[] = ["Punto de la carne", "Guarnición", "Extras"];
const FISH: ModifierName[] = ["Guarnición"];

interface DemoProduct {
  name: string;
  name_en: string;
  price: number;
  allergens?: EuAllergenName[];
  recipe?: Line[];
  modifiers?: ModifierName[];
  description?: string;
}

interface DemoCategory {
  name: string;
  name_en: string;
  family: "Cocina" | "Barra";
  /** The course its products are served in. */
  course?: ProductOrderGroup;
  /** Its products cost more on the terrace. */
  terrace?: boolean;
  products?: DemoProduct[];
  subcategories?: DemoCategory[];
}

const DEMO_MENU: DemoCategory[] = [
  {
    name: "Entrantes",
    name_en: "Starters",
    family: "Cocina",
    course: "incoming",
    products: [
      {
        name: "Croquetas de jamón",
        name_en: "Ham croquettes",
        price: 8.5,
        allergens: ["Gluten", "Lácteos", "Huevos"],
        description: "Ocho croquetas caseras de jamón ibérico.",
        recipe: [
          ["Jamón ibérico", 20, "g"],
          ["Leche", 150, "ml"],
          ["Harina", 40, "g"],
          ["Huevo", 1, "ud"],
          ["Aceite de oliva", 4, "cl"],
        ],
      },
      {
        name: "Patatas bravas",
        name_en: "Patatas bravas",
        price: 6,
        recipe: [
          ["Patata", 300, "g"],
          ["Tomate", 50, "g"],
          ["Aceite de oliva", 5, "cl"],
        ],
      },
      {
        name: "Jamón ibérico de bellota",
        name_en: "Acorn-fed Iberian ham",
        price: 22,
        recipe: [
          ["Jamón ibérico", 100, "g"],
          ["Pan", 50, "g"],
        ],
      },
      {
        name: "Tabla de quesos",
        name_en: "Cheese board",
        price: 14,
        allergens: ["Lácteos"],
        recipe: [["Queso manchego", 150, "g"]],
      },
      { name: "Pimientos de Padrón", name_en: "Padrón peppers", price: 7 },
      {
        name: "Calamares a la andaluza",
        name_en: "Fried squid",
        price: 11,
        allergens: ["Gluten", "Moluscos"],
        recipe: [
          ["Calamar", 200, "g"],
          ["Harina", 40, "g"],
          ["Aceite de oliva", 5, "cl"],
        ],
      },
      {
        name: "Gambas al ajillo",
        name_en: "Garlic prawns",
        price: 13.5,
        allergens: ["Crustáceos"],
        recipe: [
          ["Gambas", 150, "g"],
          ["Aceite de oliva", 6, "cl"],
        ],
      },
      {
        name: "Pincho de tortilla",
        name_en: "Spanish omelette",
        price: 3.5,
        allergens: ["Huevos"],
        recipe: [
          ["Huevo", 2, "ud"],
          ["Patata", 120, "g"],
          ["Aceite de oliva", 3, "cl"],
        ],
      },
      { name: "Pulpo a la gallega", name_en: "Galician-style octopus", price: 18, allergens: ["Moluscos"] },
      {
        name: "Boquerones en vinagre",
        name_en: "Anchovies in vinegar",
        price: 8,
        allergens: ["Pescado", "Sulfitos"],
      },
    ],
  },
  {
    name: "Ensaladas",
    name_en: "Salads",
    family: "Cocina",
    course: "first_plate",
    products: [
      {
        name: "Ensalada mixta",
        name_en: "Mixed salad",
        price: 9,
        allergens: ["Huevos", "Pescado"],
        recipe: [
          ["Lechuga", 0.5, "ud"],
          ["Tomate", 150, "g"],
          ["Huevo", 1, "ud"],
          ["Atún en conserva", 50, "g"],
          ["Aceite de oliva", 20, "ml"],
        ],
      },
      {
        name: "Ensalada César",
        name_en: "Caesar salad",
        price: 11,
        allergens: ["Gluten", "Huevos", "Lácteos", "Pescado", "Mostaza"],
      },
      {
        name: "Ensalada de burrata",
        name_en: "Burrata salad",
        price: 13.5,
        allergens: ["Lácteos", "Frutos de cáscara"],
      },
      {
        name: "Ensalada de queso de cabra",
        name_en: "Goat cheese salad",
        price: 12,
        allergens: ["Lácteos", "Frutos de cáscara", "Sulfitos"],
      },
      {
        name: "Salmorejo cordobés",
        name_en: "Salmorejo",
        price: 8.5,
        allergens: ["Gluten", "Huevos"],
        recipe: [
          ["Tomate", 300, "g"],
          ["Pan", 50, "g"],
          ["Aceite de oliva", 5, "cl"],
          ["Huevo", 1, "ud"],
          ["Jamón ibérico", 10, "g"],
        ],
      },
      { name: "Gazpacho andaluz", name_en: "Gazpacho", price: 7, allergens: ["Gluten"] },
    ],
  },
  {
    name: "Carnes",
    name_en: "Meat",
    family: "Cocina",
    course: "second_plate",
    products: [
      {
        name: "Entrecot de ternera",
        name_en: "Beef entrecôte",
        price: 22,
        modifiers: STEAK,
        description: "300 g de entrecot a la brasa.",
        recipe: [
          ["Ternera (entrecot)", 300, "g"],
          ["Patata", 250, "g"],
          ["Aceite de oliva", 3, "cl"],
        ],
      },
      { name: "Solomillo de ternera", name_en: "Beef tenderloin", price: 26, modifiers: STEAK },
      { name: "Chuletón de buey (1 kg)", name_en: "Ox rib steak (1 kg)", price: 55, modifiers: STEAK },
      { name: "Secreto ibérico", name_en: "Iberian pork secreto", price: 18, modifiers: STEAK },
      {
        name: "Costillas a la barbacoa",
        name_en: "Barbecue ribs",
        price: 16.5,
        allergens: ["Mostaza", "Sulfitos"],
        modifiers: ["Guarnición"],
      },
      {
        name: "Pollo al ajillo",
        name_en: "Garlic chicken",
        price: 14,
        allergens: ["Sulfitos"],
        modifiers: ["Guarnición"],
        recipe: [
          ["Pollo", 350, "g"],
          ["Aceite de oliva", 4, "cl"],
        ],
      },
      {
        name: "Hamburguesa de ternera",
        name_en: "Beef burger",
        price: 14.5,
        allergens: ["Gluten", "Huevos", "Lácteos", "Sésamo", "Mostaza"],
        modifiers: STEAK,
        recipe: [
          ["Carne picada de ternera", 180, "g"],
          ["Pan de hamburguesa", 1, "ud"],
          ["Queso manchego", 20, "g"],
          ["Tomate", 30, "g"],
          ["Lechuga", 0.1, "ud"],
        ],
      },
      { name: "Cordero asado", name_en: "Roast lamb", price: 24, modifiers: ["Guarnición"] },
    ],
  },
  {
    name: "Pescados",
    name_en: "Fish",
    family: "Cocina",
    course: "second_plate",
    products: [
      {
        name: "Merluza a la gallega",
        name_en: "Galician-style hake",
        price: 18.5,
        allergens: ["Pescado"],
        modifiers: FISH,
        recipe: [
          ["Merluza", 250, "g"],
          ["Patata", 200, "g"],
          ["Aceite de oliva", 3, "cl"],
        ],
      },
      {
        name: "Lubina a la espalda",
        name_en: "Butterflied sea bass",
        price: 19.5,
        allergens: ["Pescado"],
        modifiers: FISH,
      },
      {
        name: "Bacalao al pil-pil",
        name_en: "Cod pil-pil",
        price: 20,
        allergens: ["Pescado"],
        modifiers: FISH,
      },
      {
        name: "Salmón a la plancha",
        name_en: "Grilled salmon",
        price: 17.5,
        allergens: ["Pescado"],
        modifiers: FISH,
        recipe: [
          ["Salmón", 200, "g"],
          ["Aceite de oliva", 2, "cl"],
        ],
      },
      {
        name: "Dorada a la sal",
        name_en: "Salt-baked sea bream",
        price: 18,
        allergens: ["Pescado"],
        modifiers: FISH,
      },
      { name: "Chipirones en su tinta", name_en: "Baby squid in ink", price: 16, allergens: ["Moluscos"] },
      {
        name: "Paella de marisco (por persona)",
        name_en: "Seafood paella (per person)",
        price: 17,
        allergens: ["Crustáceos", "Moluscos", "Pescado"],
        recipe: [
          ["Arroz bomba", 100, "g"],
          ["Gambas", 80, "g"],
          ["Calamar", 60, "g"],
          ["Tomate", 50, "g"],
          ["Aceite de oliva", 3, "cl"],
        ],
      },
    ],
  },
  {
    name: "Postres",
    name_en: "Desserts",
    family: "Cocina",
    course: "desserts",
    products: [
      {
        name: "Tarta de queso",
        name_en: "Cheesecake",
        price: 5.5,
        allergens: ["Gluten", "Lácteos", "Huevos"],
        recipe: [
          ["Queso crema", 100, "g"],
          ["Huevo", 1, "ud"],
          ["Azúcar", 30, "g"],
          ["Leche", 5, "cl"],
        ],
      },
      {
        name: "Flan casero",
        name_en: "Homemade flan",
        price: 4.5,
        allergens: ["Huevos", "Lácteos"],
        recipe: [
          ["Leche", 1.5, "dl"],
          ["Huevo", 2, "ud"],
          ["Azúcar", 30, "g"],
        ],
      },
      { name: "Crema catalana", name_en: "Crema catalana", price: 5, allergens: ["Huevos", "Lácteos"] },
      {
        name: "Coulant de chocolate",
        name_en: "Chocolate lava cake",
        price: 6.5,
        allergens: ["Gluten", "Huevos", "Lácteos", "Soja"],
      },
      { name: "Torrijas", name_en: "Torrijas", price: 5.5, allergens: ["Gluten", "Huevos", "Lácteos"] },
      {
        name: "Helado artesano (2 bolas)",
        name_en: "Artisan ice cream (2 scoops)",
        price: 4.5,
        allergens: ["Lácteos", "Frutos de cáscara"],
      },
      { name: "Fruta de temporada", name_en: "Seasonal fruit", price: 4 },
    ],
  },
  {
    name: "Bebidas",
    name_en: "Drinks",
    family: "Barra",
    subcategories: [
      {
        name: "Refrescos",
        name_en: "Soft drinks",
        family: "Barra",
        terrace: true,
        products: [
          {
            name: "Coca-Cola",
            name_en: "Coca-Cola",
            price: 2.5,
            recipe: [["Coca-Cola lata 33 cl", 1, "ud"]],
          },
          { name: "Coca-Cola Zero", name_en: "Coca-Cola Zero", price: 2.5 },
          { name: "Fanta naranja", name_en: "Fanta orange", price: 2.5 },
          { name: "Fanta limón", name_en: "Fanta lemon", price: 2.5 },
          { name: "Nestea", name_en: "Nestea", price: 2.6 },
          { name: "Aquarius", name_en: "Aquarius", price: 2.6 },
          { name: "Tónica", name_en: "Tonic water", price: 2.8 },
          { name: "Zumo de naranja natural", name_en: "Fresh orange juice", price: 3.5 },
        ],
      },
      {
        name: "Cervezas",
        name_en: "Beers",
        family: "Barra",
        terrace: true,
        products: [
          {
            name: "Caña",
            name_en: "Small draught beer",
            price: 2.2,
            allergens: ["Gluten"],
            recipe: [["Cerveza barril", 20, "cl"]],
          },
          {
            name: "Doble",
            name_en: "Large draught beer",
            price: 3.3,
            allergens: ["Gluten"],
            recipe: [["Cerveza barril", 330, "ml"]],
          },
          {
            name: "Jarra de cerveza (50 cl)",
            name_en: "Beer jug (50 cl)",
            price: 4.5,
            allergens: ["Gluten"],
          },
          { name: "Tercio", name_en: "Bottled beer (33 cl)", price: 3, allergens: ["Gluten"] },
          { name: "Cerveza sin alcohol", name_en: "Alcohol-free beer", price: 2.8, allergens: ["Gluten"] },
          { name: "Clara con limón", name_en: "Lemon shandy", price: 2.4, allergens: ["Gluten"] },
          { name: "Cerveza sin gluten", name_en: "Gluten-free beer", price: 3.2 },
        ],
      },
      {
        name: "Aguas",
        name_en: "Water",
        family: "Barra",
        terrace: true,
        products: [
          { name: "Agua mineral 50 cl", name_en: "Still water 50 cl", price: 2 },
          { name: "Agua mineral 1,5 L", name_en: "Still water 1.5 L", price: 3.5 },
          { name: "Agua con gas", name_en: "Sparkling water", price: 2.2 },
        ],
      },
    ],
  },
  {
    name: "Vinos",
    name_en: "Wines",
    family: "Barra",
    subcategories: [
      {
        name: "Tintos",
        name_en: "Red wines",
        family: "Barra",
        products: [
          {
            name: "Rioja crianza (copa)",
            name_en: "Rioja crianza (glass)",
            price: 3.5,
            allergens: ["Sulfitos"],
          },
          {
            name: "Rioja crianza (botella)",
            name_en: "Rioja crianza (bottle)",
            price: 18,
            allergens: ["Sulfitos"],
          },
          {
            name: "Ribera del Duero roble (copa)",
            name_en: "Ribera del Duero roble (glass)",
            price: 3.8,
            allergens: ["Sulfitos"],
          },
          {
            name: "Ribera del Duero roble (botella)",
            name_en: "Ribera del Duero roble (bottle)",
            price: 20,
            allergens: ["Sulfitos"],
          },
          {
            name: "Vino de la casa (copa)",
            name_en: "House wine (glass)",
            price: 2.5,
            allergens: ["Sulfitos"],
          },
          { name: "Priorat (botella)", name_en: "Priorat (bottle)", price: 32, allergens: ["Sulfitos"] },
          { name: "Tinto de verano", name_en: "Tinto de verano", price: 3.5, allergens: ["Sulfitos"] },
        ],
      },
      {
        name: "Blancos",
        name_en: "White wines",
        family: "Barra",
        products: [
          { name: "Albariño (copa)", name_en: "Albariño (glass)", price: 4, allergens: ["Sulfitos"] },
          { name: "Albariño (botella)", name_en: "Albariño (bottle)", price: 22, allergens: ["Sulfitos"] },
          {
            name: "Verdejo Rueda (copa)",
            name_en: "Rueda Verdejo (glass)",
            price: 3.2,
            allergens: ["Sulfitos"],
          },
          {
            name: "Verdejo Rueda (botella)",
            name_en: "Rueda Verdejo (bottle)",
            price: 16,
            allergens: ["Sulfitos"],
          },
          { name: "Cava brut (copa)", name_en: "Cava brut (glass)", price: 3.8, allergens: ["Sulfitos"] },
        ],
      },
    ],
  },
  {
    name: "Cafés",
    name_en: "Coffees",
    family: "Barra",
    terrace: true,
    products: [
      { name: "Café solo", name_en: "Espresso", price: 1.4, recipe: [["Café en grano", 7, "g"]] },
      {
        name: "Café cortado",
        name_en: "Cortado",
        price: 1.5,
        allergens: ["Lácteos"],
        recipe: [
          ["Café en grano", 7, "g"],
          ["Leche", 30, "ml"],
        ],
      },
      {
        name: "Café con leche",
        name_en: "Coffee with milk",
        price: 1.7,
        allergens: ["Lácteos"],
        recipe: [
          ["Café en grano", 7, "g"],
          ["Leche", 150, "ml"],
        ],
      },
      {
        name: "Capuchino",
        name_en: "Cappuccino",
        price: 2.2,
        allergens: ["Lácteos"],
        recipe: [
          ["Café en grano", 7, "g"],
          ["Leche", 1.5, "dl"],
        ],
      },
      { name: "Descafeinado", name_en: "Decaf", price: 1.5 },
      { name: "Carajillo", name_en: "Carajillo", price: 2.5 },
      { name: "Infusión", name_en: "Herbal tea", price: 1.6 },
      { name: "Chocolate caliente", name_en: "Hot chocolate", price: 2.5, allergens: ["Lácteos"] },
    ],
  },
];

/** The small café: two categories and six products, nothing else. */
const MINI_MENU: DemoCategory[] = [
  {
    name: "Cafés",
    name_en: "Coffees",
    family: "Barra",
    products: [
      { name: "Café solo", name_en: "Espresso", price: 1.3 },
      { name: "Café cortado", name_en: "Cortado", price: 1.4, allergens: ["Lácteos"] },
      { name: "Café con leche", name_en: "Coffee with milk", price: 1.6, allergens: ["Lácteos"] },
      { name: "Infusión", name_en: "Herbal tea", price: 1.5 },
    ],
  },
  {
    name: "Desayunos",
    name_en: "Breakfast",
    family: "Cocina",
    products: [
      { name: "Croissant", name_en: "Croissant", price: 1.8, allergens: ["Gluten", "Lácteos", "Huevos"] },
      { name: "Tostada con tomate", name_en: "Toast with tomato", price: 2.5, allergens: ["Gluten"] },
    ],
  },
];

/** What the products refer to, by name: the ids the earlier inserts returned. */
interface MenuRefs {
  allergens: Map<string, number>;
  ingredients: Map<string, number>;
  modifiers: Map<string, number>;
  terrace?: number;
}

function idOf(ids: Map<string, number>, name: string, what: string): number {
  const id = ids.get(name);
  if (id === undefined) throw new Error(`demo menu: unknown ${what} "${name}"`);
  return id;
}

function recipe(lines: readonly Line[] | undefined, refs: MenuRefs): RecipeLineInput[] {
  return (lines ?? []).map(([name, qty, unit]) => ({
    id: idOf(refs.ingredients, name, "ingredient"),
    qty,
    unit,
  }));
}

async function allergenIds(db: Db, localId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: allergens.id, name: allergens.name })
    .from(allergens)
    .where(eq(allergens.local_id, localId));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Inserts a two-level category tree, its products and its families. */
async function insertCategories(
  db: Db,
  localId: number,
  menu: DemoCategory[],
  refs: MenuRefs,
): Promise<void> {
  const top = await db
    .insert(categories)
    .values(
      menu.map((category, i) => ({
        local_id: localId,
        name: category.name,
        name_en: category.name_en,
        order: i + 1,
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryIds = new Map(top.map((row) => [row.name, row.id]));

  const children = menu.flatMap((parent) =>
    (parent.subcategories ?? []).map((category, i) => ({ category, parent, order: i + 1 })),
  );
  if (children.length > 0) {
    const rows = await db
      .insert(categories)
      .values(
        children.map(({ category, parent, order }) => ({
          local_id: localId,
          name: category.name,
          name_en: category.name_en,
          order,
          parent: idOf(categoryIds, parent.name, "category"),
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    for (const row of rows) categoryIds.set(row.name, row.id);
  }

  // Subcategories are served in their parent's course.
  const all = [
    ...menu.map((category) => ({ category, course: category.course })),
    ...children.map(({ category, parent }) => ({ category, course: category.course ?? parent.course })),
  ];
  const productRows = all.flatMap(({ category, course }) =>
    (category.products ?? []).map((product, i): typeof products.$inferInsert => {
      const zonePrices: ZonePrice[] =
        category.terrace && refs.terrace !== undefined
          ? [{ zone: refs.terrace, price: roundDecimals(product.price * TERRACE_SURCHARGE, 1) }]
          : [];
      return {
        local_id: localId,
        name: product.name,
        name_en: product.name_en,
        description: product.description,
        price: product.price,
        category: idOf(categoryIds, category.name, "category"),
        allergens: (product.allergens ?? []).map((name) => idOf(refs.allergens, name, "allergen")),
        ingredients: recipe(product.recipe, refs),
        modifiers: (product.modifiers ?? []).map((name) => idOf(refs.modifiers, name, "modifier")),
        order: course ?? "no_group",
        order_number: i + 1,
        zones: zonePrices,
        // Spanish hospitality VAT: food and drinks served at the table.
        iva: 10,
      };
    }),
  );
  if (productRows.length > 0) await db.insert(products).values(productRows);

  const familyNames = [...new Set(all.map(({ category }) => category.family))];
  await db.insert(families).values(
    familyNames.map((family) => ({
      local_id: localId,
      name: family,
      categories: all
        .filter(({ category }) => category.family === family)
        .map(({ category }) => idOf(categoryIds, category.name, "category")),
    })),
  );
}

/** Inserts the modifiers, then their options, which may nest modifiers of the same set. */
async function insertModifiers(db: Db, localId: number, refs: MenuRefs): Promise<void> {
  const rows = await db
    .insert(modifiers)
    .values(
      MODIFIERS.map((modifier, i) => ({
        local_id: localId,
        name: modifier.name,
        name_en: modifier.name_en,
        min_value: modifier.min_value,
        max_value: modifier.max_value,
        is_quantifiable: isQuantifiableFor(modifier.max_value),
        order: i + 1,
      })),
    )
    .returning({ id: modifiers.id, name: modifiers.name });
  for (const row of rows) refs.modifiers.set(row.name, row.id);

  await db.insert(options).values(
    MODIFIERS.flatMap((modifier) =>
      modifier.options.map((option, i) => {
        const max_value = option.max_value ?? 1;
        return {
          local_id: localId,
          modifier_id: idOf(refs.modifiers, modifier.name, "modifier"),
          name: option.name,
          name_en: option.name_en,
          price: option.price ?? 0,
          max_value,
          is_quantifiable: isQuantifiableFor(max_value),
          ingredients: recipe(option.recipe, refs),
          modifiers: (option.nested ?? []).map((name) => idOf(refs.modifiers, name, "modifier")),
          order: i + 1,
        };
      }),
    ),
  );
}

/**
 * Seeds the demo restaurant's zones and menu. Runs right after the local is created (in the
 * same transaction), so the local has its allergens and nothing else of the menu yet.
 */
export async function seedDemoMenu(db: Db, localId: number): Promise<void> {
  const zoneRows = await db
    .insert(zones)
    .values(DEMO_ZONES.map((name) => ({ local_id: localId, name })))
    .returning({ id: zones.id, name: zones.name });
  const ingredientRows = await db
    .insert(ingredients)
    .values(INGREDIENTS.map((ingredient) => ({ ...ingredient, local_id: localId })))
    .returning({ id: ingredients.id, name: ingredients.name });
  await db.insert(units).values(UNITS.map((unit) => ({ ...unit, local_id: localId })));

  const refs: MenuRefs = {
    allergens: await allergenIds(db, localId),
    ingredients: new Map(ingredientRows.map((row) => [row.name, row.id])),
    modifiers: new Map(),
    terrace: zoneRows.find((zone) => zone.name === "Terraza")?.id,
  };
  await insertModifiers(db, localId, refs);
  await insertCategories(db, localId, DEMO_MENU, refs);
}

/** Seeds the small café's menu: two categories and six products. */
export async function seedMiniMenu(db: Db, localId: number): Promise<void> {
  const refs: MenuRefs = {
    allergens: await allergenIds(db, localId),
    ingredients: new Map(),
    modifiers: new Map(),
  };
  await insertCategories(db, localId, MINI_MENU, refs);
}
