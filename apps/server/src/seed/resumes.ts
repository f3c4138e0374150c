// Realistic generated Chinese resumes (coherent people, see people.ts) for the demo and benchmarks: `npx --no-install bole seed --resumes N [--company ID]`.
// Multi-row inserts in batches; segmentation cached per sentence (repeated vocabulary).
import { ResumeParseStatus } from '@bole/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { accounts, companies } from '../modules/company/tables';
import { phoneFlagOf } from '../modules/resumes/dedupe';
import { childRows, insertChildren, type ResumeValues } from '../modules/resumes/repository';
import { defaultSegmenter, type Segmenter } from '../modules/resumes/search';
import { columnsOf, educationExtras, rebuild } from '../modules/resumes/service';
import { candidateTags, resumes, resumeTags } from '../modules/resumes/tables';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { demoPerson } from './people';
import { random } from './random';

const TAGS = '高潜人才 重点跟进 待沟通 已电话沟通 名企背景 海外经历 不合适 储备人才'.split(' ');

/** jieba splits at punctuation anyway; caching each piece makes repeated sentences free. */
export function cachingSegmenter(seg: Segmenter = defaultSegmenter): Segmenter {
  const cache = new Map<string, [string[], string[]]>();
  const piece = (p: string) => {
    let hit = cache.get(p);
    if (!hit) cache.set(p, (hit = [seg.cut(p), seg.cutForSearch(p)]));
    return hit;
  };
  const split = (text: string) => text.split(/(?<=[，。；！？、\s])/u).filter((p) => p !== '');
  return { cut: (t) => split(t).flatMap((p) => piece(p)[0]), cutForSearch: (t) => split(t).flatMap((p) => piece(p)[1]) };
}

/**
 * Inserts `count` generated resumes into a company in batches (default 500), with their
 * histories, search vectors and a few catalogue tags. Answers the ids' range.
 */
export async function seedResumes(db: Db, companyId: number, count: number, opts: { batchSize?: number; seed?: number; log?: (m: string) => void } = {}): Promise<{ inserted: number }> {
  const batchSize = opts.batchSize ?? 500;
  const r = random(opts.seed ?? companyId * 7919 + count);
  const seg = cachingSegmenter();
  const now = new Date();
  await db.insert(candidateTags).values(TAGS.map((name, sort) => ({ companyId, name, sort }))).onConflictDoNothing();
  const tagIds = (await db.select({ id: candidateTags.id }).from(candidateTags).where(eq(candidateTags.companyId, companyId))).map((t) => t.id);
  const n = await db.$count(resumes, eq(resumes.companyId, companyId));
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const batch = Array.from({ length: size }, (_, k) => demoPerson(r, n + inserted + k + 1, now));
    const rows: (ResumeValues & { companyId: number; createdAt: Date; updatedAt: Date })[] = batch.map(({ input, histories, updatedAt }) => {
      const base = columnsOf(input);
      const row = { expectPosition: null, expectIndustry: null, workCity: null, expectCity: null, hometownCity: null, statedDegree: null, statedWorkYears: null, ...base, name: input.name };
      const phoneFlag = phoneFlagOf(base.mobile ?? null);
      const parseStatus = phoneFlag === 1 ? ResumeParseStatus.SavedWithoutPhone : phoneFlag === 2 ? ResumeParseStatus.SavedWithBadPhone : ResumeParseStatus.Saved;
      return { ...row, ...rebuild(row, histories, seg), companyId, parseStatus, phoneFlag, createdAt: updatedAt, updatedAt };
    });
    await db.transaction(async (tx) => {
      const ids = (await tx.insert(resumes).values(rows).returning({ id: resumes.id })).map((x) => x.id);
      for (const key of ['educations', 'workExperiences', 'projects', 'trainings'] as const) {
        await insertChildren(tx, key, batch.flatMap((b, k) => childRows(key, b.histories[key], companyId, ids[k]!, educationExtras)));
      }
      const tagged = ids.filter(() => r.chance(0.25)).map((resumeId) => ({ companyId, resumeId, tagId: r.pick(tagIds) }));
      if (tagged.length) await tx.insert(resumeTags).values(tagged).onConflictDoNothing();
    });
    inserted += size;
    opts.log?.(`${inserted}/${count}`);
  }
  // Fresh statistics and visibility map, as autovacuum would leave them a minute later: the
  // first searches after a bulk load otherwise run on plans made for an empty table.
  await db.execute(sql`vacuum (analyze) resumes, resume_work_experiences, resume_educations, resume_projects, resume_trainings, resume_tags`);
  return { inserted };
}

/** The company to fill: the given one, else the demo company (seeded first when missing). */
export async function seedCompany(db: Db, companyId?: number): Promise<number> {
  if (companyId !== undefined) {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw new Error(`公司 ${companyId} 不存在`);
    return row.id;
  }
  const [owner] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.loginEmail, DEMO_ACCOUNTS[0].loginEmail));
  return owner?.companyId ?? (await seedDemo(db)).companyId;
}
