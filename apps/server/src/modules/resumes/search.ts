// Talent search behind one interface: what a resume is indexed as, and how a keyword becomes
// a query. PostgreSQL full-text search today; a move to OpenSearch replaces this file's SQL
// half and keeps the segmentation half.
import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict.js';
import { sql, type SQL } from 'drizzle-orm';
import { resumes } from './tables';

/** Word segmentation; the seed wraps it in a cache. `isWord`: in the dictionary (not found by HMM). */
export type Segmenter = { cut: (text: string) => string[]; cutForSearch: (text: string) => string[]; isWord?: (word: string) => boolean };

let jieba: Jieba | undefined;
/** jieba with its default dictionary, loaded once (about 0.7 s) on first use. */
export const defaultSegmenter: Segmenter = {
  cut: (text) => (jieba ??= Jieba.withDict(dict)).cut(text, true),
  cutForSearch: (text) => (jieba ??= Jieba.withDict(dict)).cutForSearch(text, true),
  isWord: (word) => (jieba ??= Jieba.withDict(dict)).cut(word, false).length === 1,
};

export type Weight = 'A' | 'B' | 'C' | 'D';
/**
 * How a value is indexed. `short` values (names, titles, schools, cities) also get every
 * 2-character CJK n-gram, and with `unigrams` every single character, so that 前端, 北京 or
 * a surname alone are found; n-grams sit at their character offsets so a phrase of them
 * matches the whole word. `long` values (descriptions) keep segmented words only.
 */
export type SearchField = { text: string | null | undefined; weight: Weight; kind: 'short' | 'long'; unigrams?: boolean };

const HAN_RUN = /\p{Script=Han}+/gu;
const ALL_HAN = /^\p{Script=Han}+$/u;
const WORDLIKE = /[\p{L}\p{N}]/u;
const MAX_POSITION = 16383;
const MAX_LEXEME = 60;
// Between two values, so words of different fields or entries never sit side by side.
const GAP = 8;
// Single-character function words: left out of descriptions and of multi-word queries alike.
const STOP = new Set([...'的了和与及等在是对并为将把被从以也或之其于由向至每各该此这那有无不可能会让使给就都而且又还再很最更已所着过地得个']);
const isStop = (token: string) => token.length === 1 && STOP.has(token);

/** The form both sides index and search: full-width folded (NFKC), lower case. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function usable(token: string): boolean {
  return token.length <= MAX_LEXEME && WORDLIKE.test(token) && !/\s/.test(token);
}

class VectorBuilder {
  private readonly lexemes = new Map<string, Map<number, Weight>>();
  next = 1;

  add(lexeme: string, position: number, weight: Weight): void {
    if (!usable(lexeme)) return;
    const pos = Math.min(Math.max(position, 1), MAX_POSITION);
    let positions = this.lexemes.get(lexeme);
    if (!positions) this.lexemes.set(lexeme, (positions = new Map()));
    const had = positions.get(pos);
    // One weight per position: keep the stronger (A < B < C < D as characters).
    if (!had || weight < had) positions.set(pos, weight);
  }

  toString(): string {
    const parts: string[] = [];
    for (const [lexeme, positions] of this.lexemes) {
      const list = [...positions].map(([p, w]) => `${p}${w}`).join(',');
      parts.push(`${quote(lexeme)}:${list}`);
    }
    return parts.join(' ');
  }
}

/** ILIKE pattern for "contains", with the user's % and _ taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A lexeme quoted for the tsvector/tsquery text forms: quotes doubled, backslashes escaped. */
function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function addShort(b: VectorBuilder, seg: Segmenter, text: string, weight: Weight, unigrams: boolean): void {
  const base = b.next;
  let offset = 0;
  for (const word of seg.cut(text)) {
    const at = text.indexOf(word, offset);
    const start = at < 0 ? offset : at;
    b.add(word, base + start, weight);
    if (word.length > 2 && ALL_HAN.test(word)) {
      for (const sub of seg.cutForSearch(word)) if (sub !== word) b.add(sub, base + start + Math.max(word.indexOf(sub), 0), weight);
    }
    offset = start + word.length;
  }
  for (const run of text.matchAll(HAN_RUN)) {
    const chars = [...run[0]];
    chars.forEach((ch, k) => {
      if (unigrams) b.add(ch, base + run.index + k, weight);
      if (k + 1 < chars.length) b.add(ch + chars[k + 1], base + run.index + k, weight);
    });
  }
  b.next = base + text.length + GAP;
}

function addLong(b: VectorBuilder, seg: Segmenter, text: string, weight: Weight): void {
  const base = b.next;
  const words = seg.cut(text);
  let index = 0;
  // Search mode emits a long word's parts just before the word: they share its position.
  for (const token of seg.cutForSearch(text)) {
    if (!isStop(token)) b.add(token, base + index, weight);
    if (token === words[index]) index += 1;
  }
  b.next = base + words.length + GAP;
}

/** The tsvector (text form) of a document: segmented words plus the short fields' n-grams. */
export function buildSearchVector(fields: readonly SearchField[], seg: Segmenter = defaultSegmenter): string {
  const b = new VectorBuilder();
  for (const field of fields) {
    const text = field.text ? normalizeText(field.text).trim() : '';
    if (text === '') continue;
    if (field.kind === 'short') addShort(b, seg, text, field.weight, field.unigrams ?? false);
    else addLong(b, seg, text, field.weight);
  }
  return b.toString();
}

type Text = string | null | undefined;
/** The searchable parts of a resume. */
export type SearchableResume = {
  name: string;
  expectPosition?: Text;
  expectIndustry?: Text;
  workCity?: Text;
  expectCity?: Text;
  hometownCity?: Text;
  workExperiences: readonly { companyName?: Text; jobName?: Text; department?: Text; companyIndustry?: Text; companyIntroduce?: Text; workContent?: Text; workAchievement?: Text }[];
  educations: readonly { graduationSchool?: Text; professional?: Text }[];
  projects: readonly { projectName?: Text; projectDesc?: Text; responsibilityDesc?: Text }[];
  trainings: readonly { trainingName?: Text; trainingOrganization?: Text; trainingCertificate?: Text; trainingDesc?: Text }[];
};

/** Weights: A name and titles, B companies, schools, majors and projects, C descriptions, D cities and industries. */
export function resumeSearchFields(r: SearchableResume): SearchField[] {
  const short = (text: Text, weight: Weight, unigrams = false): SearchField => ({ text, weight, kind: 'short', unigrams });
  const long = (text: Text, weight: Weight = 'C'): SearchField => ({ text, weight, kind: 'long' });
  return [
    short(r.name, 'A', true),
    short(r.expectPosition, 'A', true),
    ...r.workExperiences.flatMap((w) => [short(w.jobName, 'A', true), short(w.companyName, 'B'), short(w.department, 'C'), short(w.companyIndustry, 'D')]),
    ...r.educations.flatMap((e) => [short(e.graduationSchool, 'B', true), short(e.professional, 'B')]),
    ...r.projects.map((p) => short(p.projectName, 'B')),
    ...r.trainings.flatMap((t) => [short(t.trainingName, 'C'), short(t.trainingOrganization, 'C'), short(t.trainingCertificate, 'C')]),
    short(r.workCity, 'D', true),
    short(r.expectCity, 'D', true),
    short(r.hometownCity, 'D', true),
    short(r.expectIndustry, 'D'),
    ...r.workExperiences.flatMap((w) => [long(w.workContent), long(w.workAchievement), long(w.companyIntroduce, 'D')]),
    ...r.projects.flatMap((p) => [long(p.projectDesc), long(p.responsibilityDesc)]),
    ...r.trainings.map((t) => long(t.trainingDesc)),
  ];
}

/** What a keyword asks for: a tsquery (text form) over words, and fragments of contact fields. */
export type SearchQuery = {
  // The keyword as typed (trimmed), for exact name matches.
  raw: string;
  tsquery: string | null;
  // The same without matching a long word by its parts far apart; null when no different.
  strict: string | null;
  // Every lexeme the query can match, to report which ones a row contains.
  lexemes: string[];
  phoneDigits: string | null;
  emailFragment: string | null;
  nameFragment: string | null;
};

/** Parts of a long word that together cover it exactly (北京大学 -> 北京 + 大学), if any. */
function coverOf(word: string, parts: readonly string[]): string[] | undefined {
  const best: (string[] | undefined)[] = [[]];
  for (let i = 0; i < word.length; i += 1) {
    const path = best[i];
    if (!path) continue;
    for (const part of parts) {
      if (part !== word && word.startsWith(part, i) && !best[i + part.length]) best[i + part.length] = [...path, part];
    }
  }
  return best[word.length];
}

function bigrams(word: string): string[] {
  const chars = [...word];
  return chars.slice(0, -1).map((ch, k) => ch + chars[k + 1]);
}

/**
 * Segments a keyword like the documents and ANDs its words. A CJK term of one or two
 * characters is searched whole (its n-gram or word is indexed). A longer word matches
 * itself or the phrase of its 2-grams (strict), or else its parts anywhere (loose, so
 * 北京 ... 大学 far apart is found too but ranked below the strict matches).
 */
export function buildSearchQuery(keyword: string, seg: Segmenter = defaultSegmenter): SearchQuery {
  const text = normalizeText(keyword).trim();
  const lexemes = new Set<string>();
  const lit = (lexeme: string) => (lexemes.add(lexeme), quote(lexeme));
  const strict: string[] = [];
  const loose: string[] = [];
  const both = (unit: string) => (strict.push(unit), loose.push(unit));
  for (const chunk of text.split(/[^\p{L}\p{N}+#]+/u).filter((c) => c !== '')) {
    if (ALL_HAN.test(chunk) && [...chunk].length <= 2) {
      both(lit(chunk));
      continue;
    }
    const words = seg.cut(chunk).filter(usable);
    const kept = words.filter((w) => !isStop(w));
    for (const word of kept.length > 0 ? kept : words) {
      if (!ALL_HAN.test(word) || word.length < 3) {
        both(lit(word));
        continue;
      }
      // Documents hold a dictionary word as a token wherever it appears; a word only HMM
      // found (a name) may be segmented differently there, so its 2-gram phrase is asked too.
      const exact = seg.isWord?.(word) ? lit(word) : `${lit(word)} | (${bigrams(word).map(lit).join(' <-> ')})`;
      const cover = coverOf(word, seg.cutForSearch(word));
      strict.push(`(${exact})`);
      loose.push(cover && cover.length > 1 ? `(${exact} | (${cover.map(lit).join(' & ')}))` : `(${exact})`);
    }
  }
  const looseQuery = loose.length > 0 ? loose.join(' & ') : null;
  const strictQuery = strict.join(' & ');
  const digits = keyword.replace(/[\s-]/g, '').replace(/^\+?86(?=1\d)/, '');
  const ascii = keyword.trim().toLowerCase();
  return {
    raw: keyword.trim(),
    tsquery: looseQuery,
    strict: looseQuery !== null && strictQuery !== looseQuery ? strictQuery : null,
    lexemes: [...lexemes],
    phoneDigits: /^\d{4,11}$/.test(digits) ? digits : null,
    emailFragment: /^[a-z0-9_.+-]*@[a-z0-9.-]*$|^[a-z0-9+-]+[._][a-z0-9_.+-]+$/.test(ascii) && ascii.length >= 3 ? ascii : null,
    // Chinese names are found by their words and n-grams; trigrams (C collation) see only
    // ASCII, so the fragment path serves Latin-letter names (Tom, Zhang Wei).
    nameFragment: /^[a-z][a-z .'-]{2,}$/i.test(keyword.trim()) ? keyword.trim() : null,
  };
}

/**
 * The WHERE condition of a keyword: its words, or (for callers allowed to see contact
 * details) a phone or e-mail fragment, or a name fragment. User text only ever travels
 * as bind parameters; the tsquery text is assembled from quoted lexemes.
 */
export function keywordCondition(q: SearchQuery, withContact: boolean): SQL {
  const parts: SQL[] = [];
  if (q.tsquery) parts.push(sql`${resumes.search} @@ ${q.tsquery}::tsquery`);
  if (withContact && q.phoneDigits) parts.push(sql`${resumes.mobile} like ${`%${q.phoneDigits}%`}`);
  if (withContact && q.emailFragment) parts.push(sql`${resumes.email} ilike ${containsPattern(q.emailFragment)}`);
  if (q.nameFragment) parts.push(sql`${resumes.name} ilike ${containsPattern(q.nameFragment)}`);
  if (parts.length === 0) return sql`false`;
  return sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * Relevance of a row: cover density of the words (proximity and weights), or with `cheap`
 * the weighted frequency (ts_rank reads a vector about 6 times faster), with an exact name
 * or phone on top.
 */
export function rankExpression(q: SearchQuery, cheap = false): SQL {
  const words = !q.tsquery ? sql`0` : cheap ? sql`ts_rank(${resumes.search}, ${q.tsquery}::tsquery)` : sql`ts_rank_cd(${resumes.search}, ${q.tsquery}::tsquery)`;
  const exact = q.phoneDigits ? sql` + (case when ${resumes.mobile} = ${q.phoneDigits} then 10 else 0 end)` : sql``;
  return sql`(${words} + (case when ${resumes.name} = ${q.raw} then 10 else 0 end)${exact})`;
}

/** Rows matching the strict query (through the index). */
export function strictMatch(q: SearchQuery): SQL | undefined {
  return q.strict ? sql`${resumes.search} @@ ${q.strict}::tsquery` : undefined;
}

/**
 * Rows not matching the strict query, as an anti-join on ids the index finds, so no
 * row's vector is read to decide it.
 */
export function notStrictMatch(q: SearchQuery, companyId: number): SQL | undefined {
  if (!q.strict) return undefined;
  return sql`${resumes.id} not in (select s.id from resumes s where s.company_id = ${companyId} and s.deleted_at is null and s.search @@ ${q.strict}::tsquery)`;
}

/** The query's lexemes a row contains (for the page's rows only: it reads their vectors). */
export function highlightExpression(q: SearchQuery): SQL<string[]> {
  if (q.lexemes.length === 0) return sql<string[]>`'{}'::text[]`;
  return sql<string[]>`array(select unnest(tsvector_to_array(${resumes.search})) intersect select jsonb_array_elements_text(${JSON.stringify(q.lexemes)}::jsonb))`;
}
