import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built web app: hashed assets with long caching, every other non-API path
 * falls back to index.html so history-mode routes load. `/version.json` tells open
 * pages when a new build is out.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string; version: string }) => {
  app.get('/version.json', { config: { permission: 'public' }, schema: { hide: true } }, async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    return { version: opts.version };
  });

  const index = path.join(opts.dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn(`web app not built at ${opts.dist}; run npm run build`);
    return;
  }
  // Only `reply.sendFile` is used: one handler below decides between a file and index.html.
  await app.register(fastifyStatic, { root: opts.dist, serve: false });
  const html = fs.readFileSync(index);
  app.get<{ Params: { '*': string } }>('/*', { config: { permission: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(opts.dist, path.normalize(request.params['*']));
    if (file.startsWith(opts.dist) && file !== opts.dist && fs.existsSync(file) && fs.statSync(file).isFile()) {
      const hashed = file.startsWith(path.join(opts.dist, 'assets') + path.sep);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.sendFile(path.relative(opts.dist, file), { cacheControl: false });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
});
