import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../errors/app-error";
import { type FilesService, imageTooLarge, multipartFailure } from "./files.service";

const ONE_YEAR_SECONDS = 31_536_000;

/** If-None-Match holds one or more entity tags, possibly weak, or "*". */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((tag) => {
    const value = tag.trim();
    return value === "*" || value.replace(/^W\//, "") === etag;
  });
}

/**
 * The single file of a multipart upload, whole in memory (at most the multipart
 * fileSize limit). A file cut off at that limit is reported against `maxBytes`, the
 * limit the caller enforces, so the message names the limit of the field.
 */
export async function readUpload(request: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw errors.field(field, "validation.required");
  try {
    const part = await request.file();
    if (!part) throw errors.field(field, "validation.required");
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw imageTooLarge(field, maxBytes);
    }
    throw multipartFailure(error);
  }
}

export function registerFilesRoutes(app: FastifyInstance, files: FilesService) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/v1/files/:id",
    {
      schema: { tags: ["files"], params: z.object({ id: z.uuid() }) },
      // Public: the digital menu and the login screen show these images to anyone.
    },
    async (request, reply) => {
      const file = await files.find(request.local.id, request.params.id);
      if (!file) throw errors.notFound();
      const etag = `"${file.sha256}"`;
      reply
        .header("etag", etag)
        // A file never changes: a new upload gets a new id and a new URL.
        .header("cache-control", `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
        // The Site header picks the local as much as the host does.
        .header("vary", "Site")
        .header("x-content-type-options", "nosniff")
        // The customers' digital menu, a site of its own, shows them too.
        .header("cross-origin-resource-policy", "cross-origin")
        // An SVG opened on its own must not run scripts on this origin.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
      return reply.type(file.content_type).send(file.data);
    },
  );
}
