import { ERRORS, type ErrorKey } from '@bole/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorSummary } from './error-log';

/** A failure the API answers with its catalogue code and Chinese message. */
export class AppError extends Error {
  readonly status: string;
  readonly http: number;
  readonly details?: unknown;

  constructor(key: ErrorKey, message?: string, details?: unknown) {
    const def = ERRORS[key];
    super(message ?? def.message);
    this.status = def.status;
    this.http = def.http;
    this.details = details;
  }
}

type FieldError = { field: string; message: string };

/** Maps every failure to the envelope: validation to 400 with fields, 5xx without details. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.http).send({ status: error.status, message: error.message, data: error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: FieldError[] = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? ERRORS.VALIDATION.message,
      }));
      return reply.status(400).send({ status: ERRORS.VALIDATION.status, message: fields[0]?.message ?? ERRORS.VALIDATION.message, data: { fields } });
    }
    // A 5xx is logged as a summary with the route: never a failed query's values (error-log.ts).
    const route = { method: request.method, route: request.routeOptions.url };
    if (isResponseSerializationError(error)) {
      const issues = error.cause.issues.map((i) => ({ path: i.path.map(String).join('.'), code: i.code }));
      request.log.error({ ...route, issues }, 'response did not match its schema');
      return reply.status(500).send({ status: ERRORS.INTERNAL.status, message: ERRORS.INTERNAL.message });
    }
    const code = error.statusCode ?? 500;
    if (code === 429) return reply.status(429).send({ status: ERRORS.TOO_MANY.status, message: ERRORS.TOO_MANY.message });
    if (code === 413) return reply.status(413).send({ status: ERRORS.BAD_REQUEST.status, message: '上传内容过大' });
    if (code >= 400 && code < 500) {
      return reply.status(code).send({ status: ERRORS.BAD_REQUEST.status, message: ERRORS.BAD_REQUEST.message });
    }
    request.log.error({ ...route, error: errorSummary(error) }, 'unhandled error');
    return reply.status(500).send({ status: ERRORS.INTERNAL.status, message: ERRORS.INTERNAL.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ status: ERRORS.ROUTE_NOT_FOUND.status, message: ERRORS.ROUTE_NOT_FOUND.message });
  });
}
