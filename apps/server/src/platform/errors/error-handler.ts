import { ERROR_CODES, ERROR_KIND_BY_STATUS, type ErrorEnvelope, formatFileSize } from "@comanda/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { AppError, type FieldErrors } from "./app-error";
import { languageFrom, translate } from "./messages";
import { fieldErrorsFromIssues } from "./zod-issues";

/** Maps anything thrown to the AppError the client should see. */
function toAppError(error: unknown, bodyLimit: number): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError)
    return new AppError(400, ERROR_CODES.validation, {}, fieldErrorsFromIssues(error.issues));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    const fieldErrors: FieldErrors = {};
    for (const item of error.validation) {
      const issue = {
        code: item.keyword,
        message: item.message,
        path: item.instancePath.split("/").filter(Boolean),
        ...item.params,
      } as Parameters<typeof fieldErrorsFromIssues>[0][number];
      const prefix = context === "body" || context === undefined ? "" : context;
      for (const [field, messages] of Object.entries(fieldErrorsFromIssues([issue], prefix))) {
        fieldErrors[field] = [...(fieldErrors[field] ?? []), ...messages];
      }
    }
    return new AppError(400, ERROR_CODES.validation, {}, fieldErrors);
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE" || fastifyError.statusCode === 413) {
    return new AppError(413, ERROR_CODES.payloadTooLarge, { limit: formatFileSize(bodyLimit) });
  }
  if (
    typeof fastifyError.statusCode === "number" &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    // Malformed JSON, unsupported content type, bad multipart: the client's fault, said plainly.
    return new AppError(400, ERROR_CODES.validation, {}, { body: [{ key: "validation.invalid" }] });
  }
  return undefined;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = languageFrom(request.headers["accept-language"]);
  const errors = error.fieldErrors
    ? Object.fromEntries(
        Object.entries(error.fieldErrors).map(([field, messages]) => [
          field,
          messages.map((m) => translate(language, m.key, m.params)),
        ]),
      )
    : undefined;
  const body: ErrorEnvelope = {
    complete: false,
    code: error.code,
    kind: ERROR_KIND_BY_STATUS[error.status] ?? "SERVER_ERROR",
    message: translate(language, error.code, error.params),
    ...(errors ? { errors } : {}),
    ...(error.code === ERROR_CODES.forbidden && typeof error.params.permission === "string"
      ? { permission: error.params.permission }
      : {}),
  };
  return reply.status(error.status).send(body);
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, app.initialConfig.bodyLimit ?? 1024 * 1024);
    if (appError) return sendError(request, reply, appError);
    request.log.error({ err: error, request_id: request.id }, "unexpected error");
    return sendError(request, reply, new AppError(500, ERROR_CODES.server));
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new AppError(404, ERROR_CODES.routeNotFound)),
  );
});
