// Every company runs on a stage library and a default process from its first use: written
// lazily (and at provisioning), once, under a company lock so concurrent first uses agree.
// The default process cannot be deleted, only replaced as default, so it is written once.
import { DEFAULT_PROCESS, DEFAULT_STAGE_LIBRARY, stageTypeActions } from '@bole/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { inCompany, lockCompany } from '../../platform/db/tenancy';
import { recruitProcesses, recruitProcessStages, recruitStages } from './tables';

async function defaultId(db: DbOrTx, companyId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: recruitProcesses.id }).from(recruitProcesses).where(inCompany(recruitProcesses, companyId, eq(recruitProcesses.isDefault, true)));
  return row?.id;
}

/** The company's default process, written with the default stage library on the company's first use. */
export async function ensureDefaultProcess(tx: Tx, companyId: number): Promise<number> {
  const existing = await defaultId(tx, companyId);
  if (existing !== undefined) return existing;
  await lockCompany(tx, 'recruit-process-defaults', companyId);
  const raced = await defaultId(tx, companyId);
  if (raced !== undefined) return raced;

  const stages = await tx
    .insert(recruitStages)
    .values(DEFAULT_STAGE_LIBRARY.map((s, i) => ({ companyId, name: s.name, type: s.type, actions: [...stageTypeActions[s.type]], sort: i + 1 })))
    .returning({ id: recruitStages.id, name: recruitStages.name });
  const byName = new Map(stages.map((s) => [s.name, s.id]));
  const [process] = await tx.insert(recruitProcesses).values({ companyId, name: DEFAULT_PROCESS.name, isDefault: true }).returning({ id: recruitProcesses.id });
  await tx.insert(recruitProcessStages).values(DEFAULT_PROCESS.stages.map((name, i) => ({ companyId, processId: process!.id, stageId: byName.get(name)!, sort: i + 1 })));
  return process!.id;
}
