import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Encrypts the secrets a local gives us (the certificate's password, fiskaly's API secret,
 * Holded's key) with AES-256-GCM, so a copy of the database alone does not reveal them. The key
 * comes from `SECRETS_KEY` when it is set (keep it outside the database in production); otherwise
 * from a random secret stored once in the database, which still keeps the values out of dumps
 * of single tables and logs. The stored text is `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

const VERSION = "v1";

export function createSecretBox(keyMaterial: string): SecretBox {
  // Any length of key material gives a 32-byte key; the material itself is random or chosen by
  // the operator, so a plain hash is enough (no password stretching needed).
  const key = createHash("sha256").update(keyMaterial, "utf8").digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
        .join(".");
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || iv === undefined || tag === undefined || body === undefined)
        throw new Error("not a sealed secret");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString(
        "utf8",
      );
    },
  };
}
