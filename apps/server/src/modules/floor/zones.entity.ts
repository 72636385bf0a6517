import { zoneInputSchema, zoneUpdateSchema } from "@comanda/domain";
import { defineEntity } from "../../platform/crud/entity";
import { zones } from "./floor.schema";

/** Zones of the room; served under v1 and v2 as the spec's table calls are. */
export const zonesEntity = defineEntity({
  collection: "zones",
  table: zones,
  module: "zones",
  insertSchema: zoneInputSchema,
  updateSchema: zoneUpdateSchema,
  uniqueField: "id",
  searchable: ["name"],
  defaultOrdering: "id",
  versions: ["v1", "v2"],
  sample: async ({ n }) => ({ name: `Zona ${n}` }),
});
