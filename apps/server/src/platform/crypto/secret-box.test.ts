import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

describe("secret box", () => {
  it("opens what it sealed, never stores the plain text, and refuses another key or a changed byte", () => {
    const box = createSecretBox("key material");
    const sealed = box.seal("contraseña 1234");
    expect(sealed).not.toContain("1234");
    expect(sealed).not.toBe(box.seal("contraseña 1234"));
    expect(box.open(sealed)).toBe("contraseña 1234");
    expect(() => createSecretBox("another key").open(sealed)).toThrow();
    const parts = sealed.split(".");
    const body = Buffer.from(parts[3]!, "base64url");
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString("base64url")].join("."))).toThrow();
    expect(() => box.open("junk")).toThrow("not a sealed secret");
  });
});
