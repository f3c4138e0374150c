// /portal/{slug}/…: the careers portal rendered on the server as small HTML pages without any
// script, so a phone on a slow network shows jobs at once. The form posts as multipart to the
// same service as the JSON API; a refused form comes back filled in with the messages.
import { portalJobQuerySchema, type PortalJobQuery } from '@bole/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../platform/http/errors';
import { applyToJob, type ApplyDeps } from '../apply.service';
import { countVisit, listPortalJobs, openPortal, portalJob, siteInfo } from '../public.service';
import { clientOf, readApplication } from '../request';
import { PORTAL_APPLY_LIMIT, PORTAL_READ_LIMIT } from '../limits';
import { PORTAL_CSP } from './html';
import { applyPage, appliedPage, homePage, jobPage, missingPage, type SiteView } from './views';

const slugParams = z.object({ slug: z.string().max(80) });
const jobParams = slugParams.extend({ jobId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

function send(reply: FastifyReply, body: string, status = 200) {
  return reply
    .status(status)
    .header('content-security-policy', PORTAL_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(body);
}

export async function portalPageRoutes(base: FastifyInstance, opts: { apply: ApplyDeps }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { db } = app.deps.database;
  const config = { permission: 'public' as const, rateLimit: PORTAL_READ_LIMIT };
  const schema = { hide: true };

  /** The open portal of the slug: its company, settings and what every page shows. */
  async function load(slug: string) {
    const { company, settings } = await openPortal(db, slug);
    const v: SiteView = { slug: company.slug, info: await siteInfo(db, company, settings) };
    return { company, settings, v };
  }

  /** Unknown or closed portals and jobs answer a page, not JSON. */
  async function rendered(reply: FastifyReply, slug: string, render: () => Promise<string>, status = 200) {
    try {
      return send(reply, await render(), status);
    } catch (error) {
      if (error instanceof AppError && error.http === 404) {
        const home = error.status === '43002' ? `/portal/${encodeURIComponent(slug)}` : null;
        return send(reply, missingPage(error.message, home), 404);
      }
      throw error;
    }
  }

  app.get('/portal/:slug', { config, schema: { ...schema, params: slugParams } }, async (request, reply) =>
    rendered(reply, request.params.slug, async () => {
      const { company, settings, v } = await load(request.params.slug);
      const parsed = portalJobQuerySchema.safeParse(request.query);
      const q: PortalJobQuery = parsed.success ? { ...parsed.data, pageSize: 20 } : { page: 1, pageSize: 20 };
      const [jobs] = await Promise.all([listPortalJobs(db, company.id, settings, q), countVisit(db, company.id)]);
      return homePage(v, q, jobs);
    }),
  );

  app.get('/portal/:slug/jobs/:jobId', { config, schema: { ...schema, params: jobParams } }, async (request, reply) =>
    rendered(reply, request.params.slug, async () => {
      const { company, settings, v } = await load(request.params.slug);
      const [job] = await Promise.all([portalJob(db, company.id, settings, request.params.jobId), countVisit(db, company.id)]);
      return jobPage(v, job);
    }),
  );

  app.get('/portal/:slug/jobs/:jobId/apply', { config, schema: { ...schema, params: jobParams } }, async (request, reply) =>
    rendered(reply, request.params.slug, async () => {
      const { company, settings, v } = await load(request.params.slug);
      const job = await portalJob(db, company.id, settings, request.params.jobId);
      return applyPage(v, job);
    }),
  );

  app.get('/portal/:slug/jobs/:jobId/applied', { config, schema: { ...schema, params: jobParams } }, async (request, reply) =>
    rendered(reply, request.params.slug, async () => {
      const { company, settings, v } = await load(request.params.slug);
      const job = await portalJob(db, company.id, settings, request.params.jobId);
      return appliedPage(v, job.name, (request.query as { again?: string }).again === '1');
    }),
  );

  app.post('/portal/:slug/jobs/:jobId/apply', { config: { permission: 'public', rateLimit: PORTAL_APPLY_LIMIT }, schema: { ...schema, params: jobParams } }, async (request, reply) => {
    const { slug, jobId } = request.params;
    let values: Record<string, unknown> = {};
    try {
      const { body, file } = await readApplication(request);
      values = body;
      const applied = await applyToJob(opts.apply, { slug, jobId, body, file, client: clientOf(request) });
      // After a post, a redirect: reloading the confirmation sends nothing again.
      return reply.redirect(`/portal/${encodeURIComponent(slug)}/jobs/${jobId}/applied${applied.created ? '' : '?again=1'}`, 303);
    } catch (error) {
      if (!(error instanceof AppError) || (error.http !== 400 && error.http !== 409)) return rendered(reply, slug, () => Promise.reject(error));
      const fields = (error.details as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
      const errors = Object.fromEntries(fields.map((f) => [f.field, f.message]));
      return rendered(reply, slug, async () => {
        const { company, settings, v } = await load(slug);
        // An outdated consent is asked for again: the box comes back unticked.
        const kept = error.status === '43009' ? { ...values, consent: undefined } : values;
        return applyPage(v, await portalJob(db, company.id, settings, jobId), { values: kept, errors, message: error.message });
      }, error.http);
    }
  });
}
