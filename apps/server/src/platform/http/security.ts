import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * The web app's policy: its own scripts only (no inline script, no eval). antd's CSS-in-JS
 * writes <style> elements at run time, hence 'unsafe-inline' for styles and nothing else.
 * Attachments preview in a same-origin <iframe>; the web app itself is framed by nobody: the
 * chat apps (DingTalk, WeCom) open it as the top page of their own browser.
 */
const APP_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

/** Route option of a response the web app shows in its own <iframe> (attachment previews). */
export const FRAMED_BY_SELF = { contentSecurityPolicy: false, frameguard: { action: 'sameorigin' } } as const;

// A year, as browsers' preload lists ask.
const HSTS = 'max-age=31536000; includeSubDomains';

/** The origin of an address, or null when it is not one. */
function originOf(address: string): string | null {
  try {
    return new URL(address).origin;
  } catch {
    return null;
  }
}

/**
 * Security headers on every answer (app, API, files): the CSP above, framing denied,
 * nosniff, a referrer policy, and HSTS when the request came over HTTPS (directly or through
 * a proxy that TRUST_PROXY names). Routes override parts: the portal pages send their own
 * stricter CSP, attachment previews allow a same-origin frame.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  await app.register(helmet, {
    contentSecurityPolicy: APP_CSP,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Sent below only over HTTPS: on plain HTTP it would only confuse.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // /out/* links carry a token in the address: no other site ever sees it in a Referer.
    // Not no-referrer: under it Chrome sends `Origin: null` even to our own API.
    if (request.url.startsWith('/out/')) reply.header('referrer-policy', 'same-origin');
  });
});

/**
 * Refuses a sign-in posted from another site (login CSRF: the victim would work in the
 * attacker's account). A browser always names the page's origin in Origin (or else Referer);
 * a request that names none (curl, scripts) is not a browser's cross-site post and passes.
 */
export function refuseCrossSite(publicUrl: string) {
  const publicOrigin = originOf(publicUrl);
  return async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const referer = request.headers.referer;
    const claimed = origin !== undefined ? origin : referer !== undefined ? originOf(referer) : undefined;
    if (claimed === undefined) return;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (claimed === null || (claimed !== own && claimed !== publicOrigin)) throw new AppError('CROSS_SITE');
  };
}
