// Offer模板 (/user/template/offer, 330008): the company's letter templates. Every company starts
// with 标准录用通知书 as its default (provisioning and the demo seed); a company made before
// letters existed gets it the first time its templates are asked for. Exactly one template is
// the default: setting another moves the flag, and the default is neither deleted nor unset.
import { DEFAULT_OFFER_LETTER_TEMPLATE, OFFER_LETTER_LIMITS, textLength, type OfferLetterTemplate, type OfferLetterTemplateSave } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { offerLetterTemplates } from './tables';
import { presentTemplate, type OfferLetterTemplateRow } from './templates.presenter';
import { clearOtherDefaults, defaultRow, deleteRow, templateCount, templateRow, templateRows } from './templates.repository';

type Caller = { companyId: number; accountId: number };
const LOCK = 'offer_letter_templates';

/** Gives the company the default letter if it has no template at all (provisioning, the demo seed, older companies). */
export async function ensureDefaultOfferLetterTemplate(tx: DbOrTx, companyId: number, createdBy: number | null = null): Promise<void> {
  if ((await templateCount(tx, companyId)) > 0) return;
  await tx
    .insert(offerLetterTemplates)
    .values({ companyId, name: DEFAULT_OFFER_LETTER_TEMPLATE.name, content: DEFAULT_OFFER_LETTER_TEMPLATE.content, isDefault: true, createdBy })
    .onConflictDoNothing();
}

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error) === 'offer_letter_templates_company_name_uq') throw new AppError('OFFER_LETTER_TEMPLATE_NAME_TAKEN');
  throw error;
};

export async function listTemplates(db: Db, caller: Caller): Promise<OfferLetterTemplate[]> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, LOCK, caller.companyId);
    await ensureDefaultOfferLetterTemplate(tx, caller.companyId, caller.accountId);
  });
  return (await templateRows(db, caller.companyId)).map(presentTemplate);
}

/** One template of the company; another company's id is 404. */
export async function templateOf(db: DbOrTx, companyId: number, id: number): Promise<OfferLetterTemplateRow> {
  const row = await templateRow(db, companyId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The template an offer names, else the company's default (made for a company without any).
 * A named template deleted since (templates may be deleted while offers name them) gives the
 * default too; the lookup is the company's own, so another company's id never reaches its template.
 */
export async function letterTemplateFor(db: Db, companyId: number, templateId: number | null | undefined): Promise<OfferLetterTemplateRow> {
  const named = templateId ? await templateRow(db, companyId, templateId) : undefined;
  if (named) return named;
  const row = await defaultRow(db, companyId);
  if (row) return row;
  await db.transaction(async (tx) => {
    await lockCompany(tx, LOCK, companyId);
    await ensureDefaultOfferLetterTemplate(tx, companyId);
  });
  return (await defaultRow(db, companyId))!;
}

async function insert(db: Db, caller: Caller, values: { name: string; content: string; isDefault: boolean }): Promise<OfferLetterTemplate> {
  const row = await db
    .transaction(async (tx) => {
      await lockCompany(tx, LOCK, caller.companyId);
      await ensureDefaultOfferLetterTemplate(tx, caller.companyId, caller.accountId);
      if ((await templateCount(tx, caller.companyId)) >= OFFER_LETTER_LIMITS.templates) throw new AppError('OFFER_LETTER_TEMPLATES_TOO_MANY');
      const [created] = await tx
        .insert(offerLetterTemplates)
        .values({ companyId: caller.companyId, name: values.name, content: values.content, isDefault: values.isDefault, createdBy: caller.accountId })
        .returning();
      if (values.isDefault) await clearOtherDefaults(tx, caller.companyId, created!.id);
      return created!;
    })
    .catch(nameTaken);
  return presentTemplate(row);
}

export function createTemplate(db: Db, caller: Caller, body: OfferLetterTemplateSave): Promise<OfferLetterTemplate> {
  return insert(db, caller, body);
}

export async function updateTemplate(db: Db, caller: Caller, id: number, body: OfferLetterTemplateSave): Promise<OfferLetterTemplate> {
  const row = await db
    .transaction(async (tx) => {
      await lockCompany(tx, LOCK, caller.companyId);
      const current = await templateOf(tx, caller.companyId, id);
      // One template stays the default: it moves by making another one the default.
      if (current.isDefault && !body.isDefault) throw new AppError('OFFER_LETTER_TEMPLATE_DEFAULT');
      if (body.isDefault) await clearOtherDefaults(tx, caller.companyId, id);
      const [updated] = await tx
        .update(offerLetterTemplates)
        .set({ name: body.name, content: body.content, isDefault: body.isDefault, updatedAt: new Date() })
        .where(inCompany(offerLetterTemplates, caller.companyId, eq(offerLetterTemplates.id, id)))
        .returning();
      return updated!;
    })
    .catch(nameTaken);
  return presentTemplate(row);
}

/** 「标准录用通知书-副本」, then 「…-副本2」 …, shortened to the name limit, never a name the company has. */
export function copyName(source: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const suffix = n === 1 ? '-副本' : `-副本${n}`;
    let base = source;
    while (base && textLength(base + suffix) > OFFER_LETTER_LIMITS.name) base = [...base].slice(0, -1).join('');
    const name = base + suffix;
    if (!taken.has(name)) return name;
  }
}

/** 复制: a new template with the source's content, not the default. */
export async function copyTemplate(db: Db, caller: Caller, id: number, name: string | undefined): Promise<OfferLetterTemplate> {
  const source = await templateOf(db, caller.companyId, id);
  const taken = new Set((await templateRows(db, caller.companyId)).map((r) => r.name));
  return insert(db, caller, { name: name ?? copyName(source.name, taken), content: source.content, isDefault: false });
}

/** Deletes a template; the default stays until another one is made the default. */
export async function deleteTemplate(db: Db, caller: Caller, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, LOCK, caller.companyId);
    const current = await templateOf(tx, caller.companyId, id);
    if (current.isDefault) throw new AppError('OFFER_LETTER_TEMPLATE_DEFAULT');
    await deleteRow(tx, caller.companyId, id);
  });
}
