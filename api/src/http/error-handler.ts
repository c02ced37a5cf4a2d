import type { ApiError } from '@storefront/shared-contracts';
import { ERROR_CODES } from '@storefront/shared-contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError, validationFailed } from './errors';

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
  // 400 rather than 413: every client mistake is a 400 family answer with the same body shape.
  FST_ERR_CTP_BODY_TOO_LARGE: {
    statusCode: 400,
    code: ERROR_CODES.bodyTooLarge,
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    statusCode: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body as application/json.',
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

/** One error handler for the whole api: every 4xx/5xx body matches apiErrorSchema and is never cached. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = toApiError(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    const retryAfter = body.params?.retryAfterSeconds;
    if (body.statusCode === 429 && typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    return reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body: ApiError = {
      statusCode: 404,
      code: ERROR_CODES.notFound,
      message: `No route ${request.method} ${request.url.split('?')[0]}.`,
    };
    return reply.status(404).header('cache-control', 'no-store').send(body);
  });
}
