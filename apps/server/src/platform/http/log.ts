import type { FastifyRequest } from 'fastify';

// A path segment that is a link token (share, feedback links: 43 base64url characters).
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The URL as the request log shows it: without the query string, which carries reset,
 * invitation and share tokens (/out/forget?token=…) and searched names, and with token
 * path segments replaced (/api/out/resumes/:token).
 */
export function loggedUrl(url: string): string {
  const pathOnly = url.split('?')[0] ?? '';
  return pathOnly
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
}

/** Fastify's request serializer, minus what may hold a secret or personal data. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), host: request.host, remoteAddress: request.ip }),
};
