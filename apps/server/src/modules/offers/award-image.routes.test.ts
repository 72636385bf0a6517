import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrdersWorld, type OrdersWorld } from "../../../test/orders-kit";
import { DATABASES } from "../../../test/test-app";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const png = (size: number) => Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size - PNG_SIGNATURE.length)]);

interface AwardRow {
  id: number;
  name: string;
  image: string | null;
}

describe.each(DATABASES)("an award's image on %s", (kind) => {
  let w: OrdersWorld;
  beforeAll(async () => {
    w = await createOrdersWorld(kind);
  });
  afterAll(() => w.t.close());

  const upload = (method: "POST" | "PUT", url: string, fields: Record<string, string>, size: number) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("image", new Blob([new Uint8Array(png(size))], { type: "image/png" }), "cafe.png");
    return w.t.app.inject({ method, url: `/api/v1/${url}`, headers: w.admin, payload: form });
  };

  it("stores an uploaded image, lists it, shows it on the till's awards, and removes it", async () => {
    const created = await upload(
      "POST",
      "awards",
      { name: "Café gratis", points: "10", gives: "product", product: String(w.menu.vino) },
      2048,
    );
    expect(created.statusCode, created.body).toBe(201);
    const award = created.json().data as AwardRow;
    expect(award.image).toMatch(/^\/api\/v1\/files\//);
    const file = await w.t.app.inject({ method: "GET", url: award.image!, headers: w.admin });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("image/png");

    const listed = (await w.call("GET", "v1/awards")).json().data.results as AwardRow[];
    expect(listed.find((row) => row.id === award.id)?.image).toBe(award.image);

    const client = await w.create("v1/clients", { first_name: "Lola" });
    const loyalty = (await w.call("GET", `v1/loyalty/clients/${client.id}`, undefined, w.waiter)).json()
      .data as {
      awards: AwardRow[];
    };
    expect(loyalty.awards.find((row) => row.id === award.id)?.image).toBe(award.image);

    // Over the menu's image limit (1000 kb): refused, the stored image kept.
    const big = await upload("PUT", `awards/${award.id}`, {}, 1000 * 1024 + 1);
    expect(big.statusCode).toBe(400);
    expect(((await w.call("GET", `v1/awards/${award.id}`)).json().data as AwardRow).image).toBe(award.image);

    const cleared = await w.call("PUT", `v1/awards/${award.id}`, { image: "" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(((await w.call("GET", `v1/awards/${award.id}`)).json().data as AwardRow).image || null).toBeNull();
  });

  it("keeps a JSON award without an image, and refuses an image that is not an uploaded file", async () => {
    const plain = await w.create("v1/awards", {
      name: "Sin foto",
      points: 5,
      gives: "product",
      product: w.menu.vino,
    });
    expect(plain.image ?? null).toBeNull();
    const bad = await w.call("POST", "v1/awards", {
      name: "Foto ajena",
      points: 5,
      gives: "product",
      product: w.menu.vino,
      image: "https://example.com/a.png",
    });
    expect(bad.statusCode).toBe(400);
  });
});
