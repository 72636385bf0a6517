import { rolesEntity, usersEntity } from "./modules/auth/auth.entities";
import { tpvEntity } from "./modules/floor/tpv.entity";
import type { EntityDefinition } from "./platform/crud/entity";

/** Every entity served by the generic mechanism; the tenant-isolation test walks this list. */
export const ENTITIES: readonly EntityDefinition[] = [tpvEntity, rolesEntity, usersEntity];
