// Proof that a 1- or 2-character term is never silently missed: the endpoint's answer and
// the search index's matches set against a brute-force LIKE over every text the search
// covers (the fields resumeSearchFields indexes), on the same database in the same run.
import { resumeListQuerySchema } from '@bole/domain';
import { filterConditions } from '@bole/server/src/modules/resumes/list';
import { buildSearchQuery } from '@bole/server/src/modules/resumes/search';
import { resumes } from '@bole/server/src/modules/resumes/tables';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';

// Every searched value of a resume, normalised as the index normalises (NFKC, lower case),
// one value per line so a term never matches across two fields.
const DOCS = `
create temp table bench_docs as
select r.id, lower(normalize(concat_ws(E'\\n', r.name, r.expect_position, r.work_city, r.expect_city, r.hometown_city, r.expect_industry,
  (select string_agg(concat_ws(E'\\n', w.job_name, w.company_name, w.department, w.company_industry, w.work_content, w.work_achievement, w.company_introduce), E'\\n') from resume_work_experiences w where w.resume_id = r.id),
  (select string_agg(concat_ws(E'\\n', e.graduation_school, e.professional), E'\\n') from resume_educations e where e.resume_id = r.id),
  (select string_agg(concat_ws(E'\\n', p.project_name, p.project_desc, p.responsibility_desc), E'\\n') from resume_projects p where p.resume_id = r.id),
  (select string_agg(concat_ws(E'\\n', t.training_name, t.training_organization, t.training_certificate, t.training_desc), E'\\n') from resume_trainings t where t.resume_id = r.id)
), NFKC)) as doc
from resumes r where r.company_id = $1 and r.deleted_at is null`;

// Narrowing filters tried in turn until the endpoint's total is exact (under the 10,000 cap).
const NARROWING = ['', 'gender=0', 'gender=0&degree=4', 'gender=0&degree=4&workYearsMin=5&workYearsMax=8'];

export type TermCheck = {
  term: string;
  // Resumes whose searched text holds the term (brute force), and those the index matches.
  expected: number;
  indexed: number;
  // Brute-force rows the index misses, and index matches without the term in their text.
  missed: number;
  extra: number;
  // The endpoint's total with the narrowing filters needed to keep it exact, and brute force with the same.
  filters: string;
  endpointTotal: number;
  endpointCapped: boolean;
  bruteWithFilters: number;
};

type Get = (search: string) => Promise<{ total: number; totalCapped: boolean }>;

/** Checks each term; `get` asks the endpoint (GET /api/resumes?search). */
export async function checkTerms(client: pg.PoolClient, companyId: number, terms: string[], get: Get): Promise<TermCheck[]> {
  await client.query(DOCS, [companyId]);
  try {
    const db = drizzle(client);
    const live = and(eq(resumes.companyId, companyId), isNull(resumes.deletedAt));
    const out: TermCheck[] = [];
    for (const term of terms) {
      const tsquery = buildSearchQuery(term).tsquery;
      if (!tsquery) throw new Error(`no tsquery for ${term}`);
      const pattern = `%${term.normalize('NFKC').toLowerCase()}%`;
      const { rows } = await client.query<{ expected: number; indexed: number; missed: number; extra: number }>(
        `select count(*) filter (where has)::int as expected, count(*) filter (where hit)::int as indexed,
                count(*) filter (where has and not hit)::int as missed, count(*) filter (where hit and not has)::int as extra
           from (select d.doc like $1 as has, r.search @@ $2::tsquery as hit from bench_docs d join resumes r on r.id = d.id) x`,
        [pattern, tsquery],
      );
      const counts = rows[0]!;
      let filters = '';
      let endpoint = { total: 0, totalCapped: true };
      for (filters of NARROWING) {
        endpoint = await get(`keyword=${encodeURIComponent(term)}${filters ? `&${filters}` : ''}`);
        if (!endpoint.totalCapped) break;
      }
      const query = resumeListQuerySchema.parse(Object.fromEntries(new URLSearchParams(filters)));
      const [brute] = await db
        .select({ n: count() })
        .from(resumes)
        .where(and(live, ...filterConditions(query), sql`exists (select 1 from bench_docs d where d.id = ${resumes.id} and d.doc like ${pattern})`));
      out.push({ term, ...counts, filters, endpointTotal: endpoint.total, endpointCapped: endpoint.totalCapped, bruteWithFilters: brute?.n ?? 0 });
    }
    return out;
  } finally {
    await client.query('drop table if exists bench_docs');
  }
}
