import type { ImageContentType } from "@comanda/domain";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { errors } from "../errors/app-error";
import { assertImage, imageTooLarge, multipartFailure } from "../files/files.service";
import { badInputIn } from "../http/input-guard";

export interface UploadedImage {
  data: Buffer;
  contentType: ImageContentType;
}

interface JsonSchemaNode {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  const?: unknown;
}

function acceptsOnlyText(node: JsonSchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.anyOf) return node.anyOf.every(acceptsOnlyText);
  if (node.const !== undefined) return typeof node.const === "string";
  return node.type === "string";
}

/**
 * Reads a multipart body the way spec §3 sends products ("as form data"): every value
 * arrives as text, so a field the schema types as text is kept as written and any other
 * (numbers, flags, lists) is read as JSON. Files go to the entity's image fields.
 */
export function createFormBodyReader(schema: z.ZodObject, images: Record<string, number>) {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as {
    properties?: Record<string, JsonSchemaNode>;
  };
  const textFields = new Set(
    Object.entries(json.properties ?? {})
      .filter(([, node]) => acceptsOnlyText(node))
      .map(([name]) => name),
  );
  const largest = Math.max(0, ...Object.values(images));

  function fieldValue(name: string, raw: string): unknown {
    if (textFields.has(name)) return raw;
    try {
      return JSON.parse(raw);
    } catch {
      // Left as text: validation names the field and says what it expected.
      return raw;
    }
  }

  return async function read(
    request: FastifyRequest,
  ): Promise<{ body: Record<string, unknown>; uploads: Record<string, UploadedImage> }> {
    const body: Record<string, unknown> = {};
    const uploads: Record<string, UploadedImage> = {};
    try {
      for await (const part of request.parts({ limits: { fileSize: largest + 1 } })) {
        if (part.type === "field") {
          // Read by hand, so the input guard's checks are made here too.
          const field = { [part.fieldname]: fieldValue(part.fieldname, String(part.value)) };
          const bad = badInputIn(field, "");
          if (bad) throw errors.validation(bad);
          Object.assign(body, field);
          continue;
        }
        const maxBytes = Object.hasOwn(images, part.fieldname) ? images[part.fieldname] : undefined;
        if (maxBytes === undefined) {
          await part.toBuffer();
          throw errors.field(part.fieldname, "validation.unknown_field");
        }
        const data = await part.toBuffer();
        uploads[part.fieldname] = { data, contentType: assertImage(part.fieldname, data, maxBytes) };
      }
    } catch (error) {
      if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
        const [field, maxBytes] = Object.entries(images)[0] ?? ["image", largest];
        throw imageTooLarge(field, maxBytes);
      }
      throw multipartFailure(error);
    }
    return { body, uploads };
  };
}
