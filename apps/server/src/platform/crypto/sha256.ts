import { createHash } from "node:crypto";
import type { Sha256 } from "@comanda/domain";

/** The SHA-256 the domain's hashing functions take (the domain imports no crypto). */
export const sha256: Sha256 = (data) => createHash("sha256").update(data).digest();
