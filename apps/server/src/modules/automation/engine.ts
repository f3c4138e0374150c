// The automation engine (issue 13 item 7): a business change calls fireAutomation inside its own
// transaction; the company's enabled rules on that trigger whose conditions match the
// application run their actions, each rule in a savepoint, and every run is logged. A failing
// rule is rolled back to its savepoint and logged as failed: it never undoes the change that
// fired it. Actions never fire rules in turn (a rule's move is no new trigger), so rules cannot loop.
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  messageChannelLabels,
  messageRecipientLabels,
  messageTemplateTypeLabels,
  ResumeAction,
  type AutomationTrigger,
  type MessageTemplateType,
} from '@bole/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { inCompany } from '../../platform/db/tenancy';
import { AppError } from '../../platform/http/errors';
import { moveOne } from '../applications/moves.service';
import { findApplication } from '../applications/repository';
import { resolveRecipients } from '../messaging/recipients';
import type { CandidateMessaging } from '../messaging/candidate-notice';
import { sendTemplate } from '../messaging/send';
import { currentInterviewId, interviewValues } from '../interviews/values';
import { candidateValues } from '../messaging/values';
import { insertRecords } from '../resumes/repository';
import { addResumeTag } from '../resumes/tags';
import { applicationFacts, type ApplicationFacts, type RuleRow } from './repository';
import { automationRules, automationRuns, type AutomationAction, type AutomationConditions } from './tables';

/** What the engine needs of the app: the messenger and the public address for job links, as candidate notices do. */
export type AutomationDeps = CandidateMessaging;

/**
 * A change that fires rules. `operatorId` is null when the candidate himself acted (signing in
 * at the desk or from his link): 操作人 then finds nobody. `interviewId` names the interview the
 * change was about (签到, 面试评价), so a rule's notice speaks of that one and not of the
 * candidate's next.
 */
export type AutomationEvent = { companyId: number; trigger: AutomationTrigger; applicationId: number; operatorId: number | null; interviewId?: number };

// Set while a rule's actions run: whatever they cause fires no rules.
const withinRule = new AsyncLocalStorage<true>();

const anyOf = (ids: readonly number[], value: number | null) => ids.length === 0 || (value !== null && ids.includes(value));

/** Whether the application is one the rule is for (an empty condition matches any). */
export function matches(c: AutomationConditions, facts: ApplicationFacts): boolean {
  return anyOf(c.jobIds, facts.jobId) && anyOf(c.orgIds, facts.orgId) && anyOf(c.stageIds, facts.stageId) && anyOf(c.channelIds, facts.channel);
}

/** A refusal to explain in the run: an AppError's Chinese message, anything else generically. */
function reasonOf(error: unknown): string {
  return error instanceof AppError ? error.message : '系统错误，动作未执行';
}

async function runAction(tx: Tx, deps: AutomationDeps, rule: RuleRow, facts: ApplicationFacts, event: AutomationEvent, action: AutomationAction): Promise<string> {
  const { companyId } = event;
  if (action.kind === 'send') {
    // The interview the change was about, else the candidate's current one (the one just arranged, for 添加面试), so its placeholders and people are known.
    const interviewId = event.interviewId ?? (await currentInterviewId(tx, companyId, facts.id));
    const recipients = await resolveRecipients(tx, companyId, action.recipients, { operatorId: event.operatorId, applicationId: facts.id, interviewId });
    const template = messageTemplateTypeLabels[action.templateType as MessageTemplateType];
    if (recipients.length === 0) throw new AppError('VALIDATION', `没有找到「${template}」的收件人（${action.recipients.map((r) => messageRecipientLabels[r]).join('、')}）`);
    await sendTemplate(tx, deps.messenger, {
      companyId,
      type: action.templateType as MessageTemplateType,
      channels: action.channels,
      recipients,
      values: interviewId ? await interviewValues(tx, companyId, interviewId, deps.publicUrl) : await candidateValues(tx, companyId, facts.id, deps.publicUrl),
      trigger: `自动化：${rule.name}`,
      senderAccountId: event.operatorId,
    });
    const who = recipients.map((r) => `${r.kind === 'candidate' ? '候选人' : ''}${r.name}`).join('、');
    return `已向${who}发送${action.channels.map((c) => messageChannelLabels[c]).join('、')}「${template}」`;
  }
  const actor = { companyId, accountId: event.operatorId, name: `自动化规则「${rule.name}」` };
  if (action.kind === 'move') {
    const app = await findApplication(tx, companyId, facts.id);
    if (!app) throw new AppError('NOT_FOUND', '候选人已不在该职位中');
    const stage = await moveOne(tx, actor, app, action.stageId, undefined);
    return `已将候选人${facts.candidateName}移动到「${stage}」阶段`;
  }
  const tag = await addResumeTag(tx, companyId, facts.resumeId, action.tagId);
  if (tag === null) throw new AppError('NOT_FOUND', '要添加的标签已被删除');
  await insertRecords(tx, companyId, [{ resumeId: facts.resumeId, operatorId: event.operatorId, operatorName: actor.name, action: ResumeAction.Tag, note: `自动化规则「${rule.name}」添加标签「${tag}」` }]);
  return `已为候选人${facts.candidateName}添加标签「${tag}」`;
}

/**
 * Runs the company's enabled rules on the trigger that match the application, inside `tx`,
 * logging one run per rule. Called from within a rule's actions it does nothing.
 */
export async function fireAutomation(tx: Tx, deps: AutomationDeps, event: AutomationEvent): Promise<void> {
  if (withinRule.getStore()) return;
  const rules = await tx
    .select()
    .from(automationRules)
    .where(inCompany(automationRules, event.companyId, and(eq(automationRules.trigger, event.trigger), eq(automationRules.enabled, true))))
    .orderBy(asc(automationRules.id));
  if (rules.length === 0) return;
  const facts = await applicationFacts(tx, event.companyId, event.applicationId);
  if (!facts) return;
  for (const rule of rules.filter((r) => matches(r.conditions, facts))) {
    let outcome: 'done' | 'failed' = 'done';
    let detail: string;
    try {
      // A savepoint per rule: a failing action undoes only this rule's own writes.
      const done = await withinRule.run(true, () =>
        tx.transaction(async (sp) => {
          const lines: string[] = [];
          for (const action of rule.actions) lines.push(await runAction(sp, deps, rule, facts, event, action));
          return lines;
        }),
      );
      detail = done.join('；');
    } catch (error) {
      outcome = 'failed';
      detail = `候选人${facts.candidateName}：${reasonOf(error)}`;
    }
    await tx.insert(automationRuns).values({ companyId: event.companyId, ruleId: rule.id, trigger: event.trigger, applicationId: facts.id, outcome, detail });
  }
}
