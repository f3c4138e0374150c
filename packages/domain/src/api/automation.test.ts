import { describe, expect, it } from 'vitest';
import { automationRuleSaveSchema, isLiveTrigger, reminderSettingSaveSchema, reminderSettingsSaveSchema } from './automation';

const send = { kind: 'send', templateType: 4, channels: ['email'], recipients: ['candidate'] };
const valid = { name: '推荐后通知候选人', trigger: 'pushToDepartment', actions: [send] };

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);
}

describe('automationRuleSaveSchema', () => {
  it('accepts a rule and fills empty conditions and enabled', () => {
    const rule = automationRuleSaveSchema.parse(valid);
    expect(rule.conditions).toEqual({ jobIds: [], orgIds: [], stageIds: [], channelIds: [] });
    expect(rule.enabled).toBe(true);
  });

  it('asks for a name of at most 30 characters', () => {
    expect(messages(automationRuleSaveSchema.safeParse({ ...valid, name: '  ' }))).toEqual(['name:请输入规则名称']);
    expect(automationRuleSaveSchema.safeParse({ ...valid, name: '规'.repeat(30) }).success).toBe(true);
    expect(messages(automationRuleSaveSchema.safeParse({ ...valid, name: '规'.repeat(31) }))).toEqual(['name:规则名称最多30个字符']);
  });

  it('asks for a trigger and at least one action', () => {
    expect(messages(automationRuleSaveSchema.safeParse({ ...valid, trigger: 'sometimes' }))).toEqual(['trigger:请选择触发条件']);
    expect(messages(automationRuleSaveSchema.safeParse({ ...valid, actions: [] }))).toEqual(['actions:请至少添加一个执行动作']);
  });

  it('needs a template, a channel and a recipient on a send action', () => {
    const bad = automationRuleSaveSchema.safeParse({ ...valid, actions: [{ kind: 'send', templateType: 101, channels: [], recipients: [] }] });
    expect(messages(bad)).toEqual(['actions.0.templateType:请选择消息模板', 'actions.0.channels:请至少选择一种发送方式', 'actions.0.recipients:请至少选择一个收件人']);
  });

  it('needs the stage of a move and the tag of a tag action', () => {
    const bad = automationRuleSaveSchema.safeParse({ ...valid, actions: [{ kind: 'move' }, { kind: 'tag', tagId: 0 }] });
    expect(messages(bad)).toEqual(['actions.0.stageId:请选择要移动到的阶段', 'actions.1.tagId:请选择要添加的标签']);
  });

  it('removes repeated ids from the conditions', () => {
    expect(automationRuleSaveSchema.parse({ ...valid, conditions: { jobIds: [3, 3, 4] } }).conditions.jobIds).toEqual([3, 4]);
  });

  it('tells which triggers fire today', () => {
    expect(isLiveTrigger('pushToDepartment')).toBe(true);
    expect(isLiveTrigger('interviewSignIn')).toBe(true);
    expect(isLiveTrigger('interviewEvaluation')).toBe(true);
    expect(isLiveTrigger('sendOffer')).toBe(true);
    expect(isLiveTrigger('startBackgroundCheck')).toBe(true);
  });
});

describe('reminder settings', () => {
  const entry = { point: 'beforeEntry', enabled: true, days: 2, channels: ['app'], recipients: ['jobOwner'] };

  it('takes 1 to 5 days ahead', () => {
    expect(reminderSettingSaveSchema.safeParse(entry).success).toBe(true);
    expect(messages(reminderSettingSaveSchema.safeParse({ ...entry, days: 6 }))).toEqual(['days:提醒天数须为1-5天']);
    expect(messages(reminderSettingSaveSchema.safeParse({ ...entry, days: 0 }))).toEqual(['days:提醒天数须为1-5天']);
  });

  it('needs a channel and a recipient only when enabled', () => {
    expect(messages(reminderSettingSaveSchema.safeParse({ ...entry, channels: [], recipients: [] }))).toEqual(['channels:请至少选择一种发送方式', 'recipients:请至少选择一个提醒对象']);
    expect(reminderSettingSaveSchema.safeParse({ ...entry, enabled: false, channels: [], recipients: [] }).success).toBe(true);
  });

  it('refuses a point twice', () => {
    expect(messages(reminderSettingsSaveSchema.safeParse([entry, entry]))).toEqual([':每个提醒节点只能设置一次']);
  });
});
