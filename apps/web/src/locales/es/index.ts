import { screens } from "./screens";
import { start } from "./start";

/** Spanish: the default language and the fallback. Every visible string of the app is a key here. */
export const es = { ...start, ...screens };

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every language follows: Spanish sets it, and `tsc` fails when English or Chinese misses a key. */
export type Catalogue = Widen<typeof es>;

/** The catalogue in the two parts that load apart (see lib/i18n). */
export type TextGroup = "start" | "screens";
