import type { Catalogue } from "../es";
import { screens } from "./screens";
import { start } from "./start";

export const ch: Catalogue = { ...start, ...screens };
