import { describe, expect, it } from "vitest";
import { fileIdFromUrl, fileUrl, sniffImageType } from "./files.service";

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe("sniffImageType", () => {
  it.each([
    ["image/png", bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0)],
    ["image/jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0)],
    ["image/gif", text("GIF89a....")],
    ["image/webp", text("RIFF\u0001\u0000\u0000\u0000WEBPVP8 ")],
    ["image/svg+xml", text('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    [
      "image/svg+xml",
      text(
        '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg>',
      ),
    ],
  ])("recognises %s from its first bytes", (type, data) => {
    expect(sniffImageType(data)).toBe(type);
  });

  it.each([
    ["an HTML page", text("<html><body><svg></svg></body></html>")],
    ["a PDF", text("%PDF-1.7")],
    ["a RIFF that is not WebP", text("RIFF\u0001\u0000\u0000\u0000WAVEfmt ")],
    ["a truncated PNG signature", bytes(0x89, 0x50, 0x4e)],
    ["nothing", bytes()],
  ])("refuses %s", (_name, data) => {
    expect(sniffImageType(data)).toBeUndefined();
  });
});

describe("file URLs", () => {
  it("reads back the id of a URL it wrote and nothing else", () => {
    const id = "3f2b8c1e-9a4d-4e7b-8c2a-1d2e3f4a5b6c";
    expect(fileIdFromUrl(fileUrl(id))).toBe(id);
    expect(fileIdFromUrl("")).toBeUndefined();
    expect(fileIdFromUrl("https://example.com/logo.png")).toBeUndefined();
    expect(fileIdFromUrl(`${fileUrl(id)}/../x`)).toBeUndefined();
  });
});
