// Rules as the 自动化 page lists them: conditions and actions in words, names read at listing
// time (a deleted job, stage or tag reads as such rather than disappearing).
import {
  isLiveTrigger,
  messageChannelLabels,
  messageRecipientLabels,
  messageTemplateTypeLabels,
  type AutomationRule,
  type MessageTemplateType,
} from '@bole/domain';
import type { DbOrTx } from '../../platform/db/client';
import { channelOptions } from '../intake/channels/service';
import { orgNames } from '../jobs/repository';
import { stagesByIds } from '../processes/job-stages';
import { tagsByIds } from '../resumes/tags';
import { jobNames, runCounts, type RuleRow } from './repository';
import type { AutomationAction } from './tables';

type Names = { jobs: Map<number, string>; orgs: Map<number, string>; stages: Map<number, string>; channels: Map<number, string>; tags: Map<number, string> };

async function namesFor(db: DbOrTx, companyId: number, rows: readonly RuleRow[]): Promise<Names> {
  const all = <T,>(pick: (r: RuleRow) => T[]) => [...new Set(rows.flatMap(pick))];
  const moves = all((r) => r.actions.flatMap((a) => (a.kind === 'move' ? [a.stageId] : [])));
  const tagIds = all((r) => r.actions.flatMap((a) => (a.kind === 'tag' ? [a.tagId] : [])));
  // One after another: inside a transaction the queries share one connection.
  const jobs = await jobNames(db, companyId, all((r) => r.conditions.jobIds));
  const orgs = await orgNames(db, companyId, all((r) => r.conditions.orgIds));
  const stages = await stagesByIds(db, companyId, [...all((r) => r.conditions.stageIds), ...moves]);
  const channels = await channelOptions(db, companyId);
  const tags = await tagsByIds(db, companyId, tagIds);
  return {
    jobs,
    orgs,
    stages: new Map([...stages].map(([id, s]) => [id, s.name])),
    channels: new Map(channels.map((c) => [c.code, c.name])),
    tags: new Map([...tags].map(([id, t]) => [id, t.name])),
  };
}

const listed = (ids: readonly number[], names: Map<number, string>, gone: string) => ids.map((id) => names.get(id) ?? gone).join('、');

function conditionsText(c: RuleRow['conditions'], n: Names): string {
  const parts = [
    c.jobIds.length ? `职位：${listed(c.jobIds, n.jobs, '已删除的职位')}` : null,
    c.orgIds.length ? `部门：${listed(c.orgIds, n.orgs, '已删除的部门')}` : null,
    c.stageIds.length ? `阶段：${listed(c.stageIds, n.stages, '已删除的阶段')}` : null,
    c.channelIds.length ? `渠道：${listed(c.channelIds, n.channels, '已删除的渠道')}` : null,
  ].filter((p): p is string => p !== null);
  return parts.length ? parts.join('；') : '全部候选人';
}

function actionText(a: AutomationAction, n: Names): string {
  if (a.kind === 'move') return `移动到「${n.stages.get(a.stageId) ?? '已删除的阶段'}」阶段`;
  if (a.kind === 'tag') return `添加标签「${n.tags.get(a.tagId) ?? '已删除的标签'}」`;
  const template = messageTemplateTypeLabels[a.templateType as MessageTemplateType] ?? '已删除的模板';
  return `以${a.channels.map((c) => messageChannelLabels[c]).join('、')}发送「${template}」给${a.recipients.map((r) => messageRecipientLabels[r]).join('、')}`;
}

export async function presentRules(db: DbOrTx, companyId: number, rows: readonly RuleRow[]): Promise<AutomationRule[]> {
  if (rows.length === 0) return [];
  const names = await namesFor(db, companyId, rows);
  const runs = await runCounts(db, companyId);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    trigger: r.trigger,
    live: isLiveTrigger(r.trigger),
    conditions: r.conditions,
    conditionsText: conditionsText(r.conditions, names),
    actions: r.actions,
    actionsText: r.actions.map((a) => actionText(a, names)),
    enabled: r.enabled,
    runCount: runs.get(r.id) ?? 0,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}
