import { ERROR_CODES, ERROR_KIND_BY_STATUS, type ErrorEnvelope, formatFileSize } from "@comanda/domain";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ZodError } from "zod";
import { INPUT_MESSAGES } from "../http/input-guard";
import { AppError, type FieldErrors } from "./app-error";
import { languageFrom, translate } from "./messages";
import { fieldErrorsFromIssues } from "./zod-issues";

export const FRAMEWORK_MESSAGES = {
  badJson: "validation.bad_json",
  unsupportedContentType: "validation.unsupported_content_type",
  badRequest: "validation.bad_request",
} as const;

/** Maps anything thrown to the AppError the client should see. */
function toAppError(error: unknown, bodyLimit: number): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError)
    return new AppError(400, ERROR_CODES.validation, {}, fieldErrorsFromIssues(error.issues));
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext;
    // A Map: a client's field may be called `constructor` or `__proto__`.
    const fieldErrors = new Map<string, FieldErrors[string]>();
    for (const item of error.validation) {
      const issue = {
        code: item.keyword,
        message: item.message,
        path: item.instancePath.split("/").filter(Boolean),
        ...item.params,
      } as Parameters<typeof fieldErrorsFromIssues>[0][number];
      const prefix = context === "body" || context === undefined ? "" : context;
      for (const [field, messages] of Object.entries(fieldErrorsFromIssues([issue], prefix))) {
        fieldErrors.set(field, [...(fieldErrors.get(field) ?? []), ...messages]);
      }
    }
    return new AppError(400, ERROR_CODES.validation, {}, Object.fromEntries(fieldErrors));
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
    // Malformed JSON, unsupported content type, bad multipart, bad URL: the client's fault,
    // said plainly and in the catalogue's words, never in the framework's.
    return new AppError(400, ERROR_CODES.validation, {}, { body: [{ key: bodyMessageOf(fastifyError) }] });
  }
  return undefined;
}

function bodyMessageOf(error: Partial<FastifyError>): string {
  // The multipart parser's own check, before the input guard can see the field.
  if (error.code === "FST_PROTO_VIOLATION") return INPUT_MESSAGES.forbiddenKey;
  if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return FRAMEWORK_MESSAGES.badJson;
  }
  if (
    error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" ||
    error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH"
  ) {
    return FRAMEWORK_MESSAGES.unsupportedContentType;
  }
  return FRAMEWORK_MESSAGES.badRequest;
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

/**
 * Every error answer, framework's or ours, expected or not. It must not throw itself:
 * Fastify's fallback would answer in its own shape with the internal message.
 */
export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply, bodyLimit: number) {
  try {
    const appError = toAppError(error, bodyLimit);
    if (appError) return sendError(request, reply, appError);
  } catch (failure) {
    request.log.error({ err: failure, request_id: request.id }, "error while answering an error");
  }
  request.log.error({ err: error, request_id: request.id }, "unexpected error");
  return sendError(request, reply, new AppError(500, ERROR_CODES.server));
}

export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) =>
    handleError(error, request, reply, app.initialConfig.bodyLimit ?? 1024 * 1024),
  );
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, new AppError(404, ERROR_CODES.routeNotFound)),
  );
  // A plugin's bare error status (the websocket route asked without an upgrade answers an
  // empty 404) gets the envelope too.
  app.addHook("onSend", async (request, reply, payload) => {
    if (reply.statusCode < 400 || request.method === "HEAD" || !isEmpty(payload)) return payload;
    const code = BARE_STATUS_CODES[reply.statusCode] ?? ERROR_CODES.server;
    const language = languageFrom(request.headers["accept-language"]);
    const body: ErrorEnvelope = {
      complete: false,
      code,
      kind: ERROR_KIND_BY_STATUS[reply.statusCode] ?? "SERVER_ERROR",
      message: translate(language, code),
    };
    reply.type("application/json; charset=utf-8");
    return JSON.stringify(body);
  });
});

const BARE_STATUS_CODES: Record<number, string> = {
  400: ERROR_CODES.validation,
  401: ERROR_CODES.unauthenticated,
  403: ERROR_CODES.forbidden,
  404: ERROR_CODES.routeNotFound,
};

function isEmpty(payload: unknown): boolean {
  return (
    payload === undefined ||
    payload === null ||
    payload === "" ||
    (Buffer.isBuffer(payload) && payload.length === 0)
  );
}
