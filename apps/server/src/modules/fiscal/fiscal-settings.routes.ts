import { FISCAL_MESSAGES, fiscalConfigInputSchema, MAX_CERTIFICATE_BYTES } from "@comanda/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../platform/errors/app-error";
import { multipartFailure } from "../../platform/files/files.service";
import { ok } from "../../platform/http/envelope";
import { checkCertificate } from "./aeat-client";
import type { FiscalService } from "./fiscal.service";

/** The certificate file and its password, from one multipart form (the fields in any order). */
async function readCertificateForm(request: FastifyRequest) {
  if (!request.isMultipart()) throw errors.field("certificate", "validation.required");
  let pfx: Buffer | undefined;
  let password: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_CERTIFICATE_BYTES + 1, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "certificate") {
          await part.toBuffer();
          continue;
        }
        pfx = await part.toBuffer();
        if (pfx.length > MAX_CERTIFICATE_BYTES)
          throw errors.field("certificate", "validation.too_big", {
            maximum: `${MAX_CERTIFICATE_BYTES / 1024} KB`,
          });
      } else if (part.fieldname === "password" && typeof part.value === "string") {
        password = part.value;
      }
    }
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw errors.field("certificate", "validation.too_big", {
        maximum: `${MAX_CERTIFICATE_BYTES / 1024} KB`,
      });
    throw multipartFailure(error);
  }
  if (!pfx || pfx.length === 0) throw errors.field("certificate", "validation.required");
  if (password === undefined) throw errors.field("password", "validation.required");
  return { pfx, password };
}

/**
 * The Fiscal tab (spec §7 "Settings … fiscal (activate POST)"): the config read and saved whole,
 * the certificate uploaded, and the irreversible activation.
 */
export function registerFiscalSettingsRoutes(app: FastifyInstance, fiscal: FiscalService) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ["fiscal"];

  r.get("/api/v1/settings/fiscal", { schema: { tags } }, async (request) =>
    ok(await fiscal.view(request.local.id)),
  );

  // Whether the local issues invoices, for every till: the payment dialog offers a full invoice
  // only then, and a waiter may not read the config itself.
  r.get("/api/v1/settings/fiscal/status", { schema: { tags } }, async (request) =>
    ok({ active: (await fiscal.view(request.local.id)).active }),
  );

  r.put("/api/v1/settings/fiscal", { schema: { tags, body: fiscalConfigInputSchema } }, async (request) =>
    ok(await fiscal.save(request.local.id, request.body)),
  );

  r.put(
    "/api/v1/settings/fiscal/certificate",
    {
      schema: { tags, description: "multipart/form-data: file `certificate` (PKCS#12) and field `password`" },
    },
    async (request) => {
      const { pfx, password } = await readCertificateForm(request);
      const checked = checkCertificate(pfx, password);
      if (!checked.ok)
        throw checked.problem === "wrong_passphrase"
          ? errors.field("password", FISCAL_MESSAGES.certificatePassword)
          : errors.field(
              "certificate",
              checked.problem === "legacy_encryption"
                ? FISCAL_MESSAGES.certificateLegacy
                : FISCAL_MESSAGES.certificateInvalid,
            );
      // An expired certificate could not send a single record.
      if (checked.expired) throw errors.field("certificate", FISCAL_MESSAGES.certificateExpired);
      return ok(
        await fiscal.storeCertificate(request.local.id, pfx, password, {
          subject: checked.subject,
          expiresAt: checked.validTo,
        }),
      );
    },
  );

  r.post(
    "/api/v1/settings/fiscal/activate",
    { schema: { tags, body: z.strictObject({}).optional() } },
    async (request) => ok(await fiscal.activate(request.local.id)),
  );
}
