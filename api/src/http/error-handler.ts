import type { ApiError } from '@storefront/shared-contracts';
import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, validationFailed } from './errors';
import { languageOf, limitMessage } from './limit-messages';

const dotted = (parts: ReadonlyArray<PropertyKey>) => parts.map(String).join('.');

/** Framework errors a client can cause, with the status and code we answer them with. */
const CLIENT_ERRORS: Record<string, { statusCode: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    statusCode: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty but its content-type is application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 413,
    code: ERROR_CODES.bodyTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
  },
  // The router's refusals (frameworkErrors): a path that does not decode, a parameter over maxParamLength.
  FST_ERR_BAD_URL: {
    statusCode: 400,
    code: 'BAD_URL',
    message: 'The URL is not valid.',
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    statusCode: 414,
    code: 'URL_TOO_LONG',
    message: 'A part of the URL is too long.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    statusCode: 400,
    code: 'INVALID_CONTENT_LENGTH',
    message: 'The content-length does not match the body.',
  },
};

export function toApiError(error: unknown): ApiError {
  if (error instanceof AppError) return error.toBody();
  if (error instanceof ZodError) {
    return validationFailed(error.issues.map((i) => ({ path: dotted(i.path), message: i.message }))).toBody();
  }
  const fastifyError = error as Partial<FastifyError>;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = fastifyError.validationContext ?? 'request';
    const issues = error.validation.map((v) => ({
      path: [context, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'is not valid',
    }));
    return validationFailed(issues).toBody();
  }
  const known = fastifyError.code ? CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return { ...known };
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: fastifyError.code ?? 'BAD_REQUEST',
      message: fastifyError.message ?? 'Bad request.',
    };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' };
}

/** A number in an error's params (the retry delay: `retryAfterSeconds`, the login throttle's `retryAfter`). */
function retryAfterOf(body: ApiError): number | undefined {
  const value = body.params?.retryAfterSeconds ?? body.params?.retryAfter;
  return typeof value === 'number' && value > 0 ? Math.ceil(value) : undefined;
}

/** Sends an error body: never cached; a 429 with Retry-After and its message in the shopper's language. */
function sendError(request: FastifyRequest, reply: FastifyReply, body: ApiError) {
  if (body.statusCode === 429) {
    const retryAfter = retryAfterOf(body);
    const language = languageOf(request);
    body = { ...body, message: limitMessage(body.code, retryAfter, language) };
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    reply.header('content-language', language);
  }
  return reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
}

/**
 * One error handler for the whole api: every 4xx/5xx body matches apiErrorSchema and is never cached, the router's
 * own refusals (a URL that does not decode: `frameworkErrors`, given to Fastify's options) included.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return sendError(request, reply, body);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, {
      statusCode: 404,
      code: ERROR_CODES.notFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
    }),
  );
}

/** Fastify's `frameworkErrors`: the router's refusals before any route (bad URL encoding ...) in the api's shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, toApiError(error));
}
