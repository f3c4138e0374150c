// 面试评价模板 (/user/template/evaluate, 330007): the company's evaluation templates. Every
// company has one default template (通用面试评价) from provisioning; a company created before
// templates existed gets it the first time templates are asked for. Exactly one enabled
// template is the default; interviews without a template of their own use it.
import { DEFAULT_EVALUATION_TEMPLATE, EVALUATION_TEMPLATES_MAX, evaluationItemsSchema, type EvaluationItem, type EvaluationTemplate, type EvaluationTemplateSave } from '@bole/domain';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { uniqueViolation } from '../../platform/db/errors';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { evaluationTemplates, interviewEvaluations, interviews } from './tables';

type TemplateRow = typeof evaluationTemplates.$inferSelect;

/** Items as stored; a row that no longer parses (hand-edited) shows no items rather than failing the page. */
export function itemsOf(row: Pick<TemplateRow, 'items'>): EvaluationItem[] {
  const parsed = evaluationItemsSchema.safeParse(row.items);
  return parsed.success ? parsed.data : [];
}

export function presentTemplate(row: TemplateRow, used = 0): EvaluationTemplate {
  return { id: row.id, name: row.name, items: itemsOf(row), isDefault: row.isDefault, enabled: row.enabled, used, updatedAt: row.updatedAt.toISOString() };
}

/** Gives the company its default template if it has none at all (provisioning, the demo seed, older companies). */
export async function ensureDefaultEvaluationTemplate(tx: DbOrTx, companyId: number, createdBy: number | null = null): Promise<void> {
  const [any] = await tx.select({ id: evaluationTemplates.id }).from(evaluationTemplates).where(inCompany(evaluationTemplates, companyId)).limit(1);
  if (any) return;
  await tx
    .insert(evaluationTemplates)
    .values({ companyId, name: DEFAULT_EVALUATION_TEMPLATE.name, items: DEFAULT_EVALUATION_TEMPLATE.items, isDefault: true, enabled: true, createdBy })
    .onConflictDoNothing();
}

/** The company's default template (creating it for a company without any), or null when every template is disabled. */
export async function defaultTemplate(db: Db, companyId: number): Promise<TemplateRow | null> {
  await db.transaction((tx) => ensureDefaultEvaluationTemplate(tx, companyId));
  const [row] = await db
    .select()
    .from(evaluationTemplates)
    .where(inCompany(evaluationTemplates, companyId, eq(evaluationTemplates.enabled, true)))
    .orderBy(desc(evaluationTemplates.isDefault), asc(evaluationTemplates.id))
    .limit(1);
  return row ?? null;
}

export async function templateById(db: DbOrTx, companyId: number, id: number): Promise<TemplateRow | undefined> {
  const [row] = await db.select().from(evaluationTemplates).where(inCompany(evaluationTemplates, companyId, eq(evaluationTemplates.id, id)));
  return row;
}

async function usage(db: DbOrTx, companyId: number): Promise<Map<number, number>> {
  const [evaluated, planned] = await Promise.all([
    db
      .select({ id: interviewEvaluations.templateId, n: count() })
      .from(interviewEvaluations)
      .where(inCompany(interviewEvaluations, companyId))
      .groupBy(interviewEvaluations.templateId),
    db
      .select({ id: interviews.evaluationTemplateId, n: count() })
      .from(interviews)
      .where(inCompany(interviews, companyId))
      .groupBy(interviews.evaluationTemplateId),
  ]);
  const used = new Map<number, number>();
  for (const r of [...evaluated, ...planned]) if (r.id !== null) used.set(r.id, (used.get(r.id) ?? 0) + r.n);
  return used;
}

/** All templates, the default first, then by creation. */
export async function listTemplates(db: Db, companyId: number, accountId: number | null): Promise<EvaluationTemplate[]> {
  await db.transaction((tx) => ensureDefaultEvaluationTemplate(tx, companyId, accountId));
  const rows = await db
    .select()
    .from(evaluationTemplates)
    .where(inCompany(evaluationTemplates, companyId))
    .orderBy(desc(evaluationTemplates.isDefault), asc(evaluationTemplates.id));
  const used = await usage(db, companyId);
  return rows.map((r) => presentTemplate(r, used.get(r.id) ?? 0));
}

/** Makes `id` the only default (or checks that another default remains when `id` stops being one). */
async function settleDefault(tx: Tx, companyId: number, id: number, wantsDefault: boolean, enabled: boolean): Promise<void> {
  if (wantsDefault) {
    if (!enabled) throw new AppError('EVALUATION_TEMPLATE_DEFAULT');
    await tx.update(evaluationTemplates).set({ isDefault: false }).where(inCompany(evaluationTemplates, companyId, ne(evaluationTemplates.id, id), eq(evaluationTemplates.isDefault, true)));
    return;
  }
  const [other] = await tx
    .select({ id: evaluationTemplates.id })
    .from(evaluationTemplates)
    .where(inCompany(evaluationTemplates, companyId, ne(evaluationTemplates.id, id), eq(evaluationTemplates.isDefault, true)));
  if (!other) throw new AppError('EVALUATION_TEMPLATE_DEFAULT');
}

const nameTaken = (error: unknown) => {
  if (uniqueViolation(error) === 'evaluation_templates_company_name_uq') throw new AppError('EVALUATION_TEMPLATE_NAME_TAKEN');
  throw error;
};

export async function createTemplate(db: Db, caller: { companyId: number; accountId: number }, body: EvaluationTemplateSave): Promise<EvaluationTemplate> {
  const row = await db
    .transaction(async (tx) => {
      await lockCompany(tx, 'evaluation_templates', caller.companyId);
      await ensureDefaultEvaluationTemplate(tx, caller.companyId, caller.accountId);
      const [n] = await tx.select({ n: count() }).from(evaluationTemplates).where(inCompany(evaluationTemplates, caller.companyId));
      if ((n?.n ?? 0) >= EVALUATION_TEMPLATES_MAX) throw new AppError('EVALUATION_TEMPLATES_TOO_MANY');
      const [created] = await tx
        .insert(evaluationTemplates)
        .values({ companyId: caller.companyId, name: body.name, items: body.items, isDefault: false, enabled: body.enabled, createdBy: caller.accountId })
        .returning();
      if (body.isDefault) {
        await settleDefault(tx, caller.companyId, created!.id, true, body.enabled);
        await tx.update(evaluationTemplates).set({ isDefault: true }).where(eq(evaluationTemplates.id, created!.id));
      }
      return (await templateById(tx, caller.companyId, created!.id))!;
    })
    .catch(nameTaken);
  return presentTemplate(row);
}

export async function updateTemplate(db: Db, caller: { companyId: number }, id: number, body: EvaluationTemplateSave): Promise<EvaluationTemplate> {
  const row = await db
    .transaction(async (tx) => {
      await lockCompany(tx, 'evaluation_templates', caller.companyId);
      const current = await templateById(tx, caller.companyId, id);
      if (!current) throw new AppError('NOT_FOUND');
      if (body.isDefault || current.isDefault) await settleDefault(tx, caller.companyId, id, body.isDefault, body.enabled);
      const [updated] = await tx
        .update(evaluationTemplates)
        .set({ name: body.name, items: body.items, isDefault: body.isDefault, enabled: body.enabled, updatedAt: new Date() })
        .where(inCompany(evaluationTemplates, caller.companyId, eq(evaluationTemplates.id, id)))
        .returning();
      return updated!;
    })
    .catch(nameTaken);
  const used = await usage(db, caller.companyId);
  return presentTemplate(row, used.get(row.id) ?? 0);
}

/** Deletes a template nobody used; the default one and used ones stay (they can be disabled). */
export async function deleteTemplate(db: Db, caller: { companyId: number }, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCompany(tx, 'evaluation_templates', caller.companyId);
    const current = await templateById(tx, caller.companyId, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.isDefault) throw new AppError('EVALUATION_TEMPLATE_DEFAULT');
    if ((await usage(tx, caller.companyId)).has(id)) throw new AppError('EVALUATION_TEMPLATE_IN_USE');
    await tx.delete(evaluationTemplates).where(and(eq(evaluationTemplates.companyId, caller.companyId), eq(evaluationTemplates.id, id)));
  });
}
