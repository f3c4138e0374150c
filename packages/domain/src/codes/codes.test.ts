import { describe, it, expect } from 'vitest';
import * as codes from './index';
import {
  codeFilters,
  codeLabel,
  codeOptions,
  codeValues,
  Degree,
  degreeLabels,
  InterviewResult,
  interviewResultLabels,
  isCode,
  JobGender,
  jobGenderLabels,
  mailboxPresets,
  notificationTemplateTypeLabels,
  notificationTemplateTypeOrder,
  offerSalaryTypeLabels,
  offerSalaryTypeOrder,
  probationLabels,
  recruitmentStateLabel,
  resumeSourceChannelLabels,
  stageTypeActions,
  isStageActionLocked,
  templatePlaceholders,
  backgroundCheckPoints,
  workYearsLabels,
  intentionLevelFoldedLabels,
} from './index';

type Table = { name: string; codes: readonly (number | string)[]; labels: Readonly<Record<number | string, string>>; order?: readonly (number | string)[] };

const exported = codes as unknown as Record<string, unknown>;
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// Every `Foo` code object must have a `fooLabels` map; found by naming convention so a new table is covered automatically.
const codeObjectNames = Object.keys(exported).filter((key) => /^[A-Z][a-z][A-Za-z0-9]*$/.test(key) && isRecord(exported[key]));
const lowerFirst = (key: string) => key.charAt(0).toLowerCase() + key.slice(1);

const tables: Table[] = codeObjectNames.flatMap((key) => {
  const labels = exported[`${lowerFirst(key)}Labels`];
  if (!isRecord(labels)) return [];
  const order = exported[`${lowerFirst(key)}Order`];
  const values = Object.values(exported[key] as Record<string, number | string>);
  return [{ name: key, codes: values, labels: labels as Table['labels'], order: Array.isArray(order) ? order : undefined }];
});

// Scales kept as arrays of codes rather than code objects.
const arrayTables: Table[] = [
  { name: 'WORK_YEARS', codes: codes.WORK_YEARS, labels: codes.workYearsLabels },
  { name: 'PROBATION_OPTIONS', codes: codes.PROBATION_OPTIONS, labels: codes.probationLabels },
  { name: 'SEND_HOURS', codes: codes.SEND_HOURS, labels: codes.sendHourLabels },
  { name: 'REMINDER_DAYS', codes: codes.REMINDER_DAYS, labels: codes.reminderDaysLabels },
];

describe('code tables', () => {
  it('gives every code object a label map', () => {
    expect(codeObjectNames.filter((key) => !isRecord(exported[`${lowerFirst(key)}Labels`]))).toEqual([]);
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['InterviewResult', 'Degree', 'TemplatePlaceholder', 'ResumeSourceChannel']));
  });

  it.each([...tables, ...arrayTables].map((t) => [t.name, t] as const))('%s has one non-empty label per code and no extra labels', (_name, table) => {
    expect(new Set(table.codes).size).toBe(table.codes.length);
    for (const code of table.codes) expect(table.labels[code]?.trim()).toBeTruthy();
    expect(Object.keys(table.labels).sort()).toEqual(table.codes.map(String).sort());
  });

  it('labels are unique within a table', () => {
    for (const t of [...tables, ...arrayTables]) {
      const labels = Object.values(t.labels);
      expect(new Set(labels).size, t.name).toBe(labels.length);
    }
  });

  it('display orders are permutations of the codes', () => {
    const ordered = tables.filter((t) => t.order);
    expect(ordered.map((t) => t.name)).toEqual(expect.arrayContaining(['NotificationTemplateType', 'OfferSalaryType']));
    for (const t of ordered) expect([...t.order!].map(String).sort(), t.name).toEqual(t.codes.map(String).sort());
  });

  it('keeps the spec display orders', () => {
    expect(notificationTemplateTypeOrder).toEqual([1, 2, 3, 4, 6, 5, 7]);
    expect(offerSalaryTypeOrder).toEqual([3, 1, 2]);
  });

  it('uses the glossary terms', () => {
    expect(degreeLabels).toEqual({ 2: '大专', 3: '本科', 4: '硕士', 5: '博士', 6: '博士后', 7: 'MBA', 8: '中专', 9: '高中', 10: '初中' });
    expect(interviewResultLabels[InterviewResult.Absent]).toBe('候选人未到场');
    expect(codes.jobNatureLabels).toEqual({ 1: '全职', 2: '兼职', 3: '实习', 4: '其他' });
    expect(workYearsLabels[0]).toBe('一年以下');
    expect(workYearsLabels[13]).toBe('12年以上');
    expect(probationLabels[-1]).toBe('无试用期');
    expect(resumeSourceChannelLabels[9999]).toBe('个人投递');
  });
});

describe('codeOptions / codeFilters / codeLabel', () => {
  it('builds Select options in display order', () => {
    expect(codeOptions(offerSalaryTypeLabels, offerSalaryTypeOrder)).toEqual([
      { value: 3, label: '日薪' },
      { value: 1, label: '月薪' },
      { value: 2, label: '年薪' },
    ]);
    expect(codeOptions(notificationTemplateTypeLabels, notificationTemplateTypeOrder).map((o) => o.value)).toEqual([1, 2, 3, 4, 6, 5, 7]);
  });

  it('sorts numeric codes ascending without an order, negatives first, and returns numbers', () => {
    expect(codeOptions(jobGenderLabels)).toEqual([
      { value: -1, label: '不限' },
      { value: 0, label: '女' },
      { value: 1, label: '男' },
    ]);
    expect(codeValues(probationLabels)).toEqual([-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(codeValues(resumeSourceChannelLabels)).toEqual([1, 2, 3, 6, 20, 27, 9999]);
  });

  it('keeps string codes in declaration order', () => {
    expect(codeOptions(codes.reminderPointLabels).map((o) => o.value)).toEqual([
      'beforeInterview',
      'afterOfferSent',
      'beforeEntry',
      'beforeProbationEnd',
    ]);
  });

  it('builds table filters with text', () => {
    expect(codeFilters(codes.taxTypeLabels)).toEqual([
      { value: 1, text: '税前' },
      { value: 2, text: '税后' },
    ]);
  });

  it('labels a code, falling back for unknown or empty values', () => {
    expect(codeLabel(degreeLabels, Degree.Bachelor)).toBe('本科');
    expect(codeLabel(jobGenderLabels, JobGender.Any)).toBe('不限');
    expect(codeLabel(degreeLabels, 1)).toBe('-');
    expect(codeLabel(degreeLabels, null)).toBe('-');
    expect(codeLabel(degreeLabels, undefined, '未知')).toBe('未知');
    // A numeric table does not take the string '3'.
    expect(codeLabel(degreeLabels, '3')).toBe('-');
    expect(codeLabel(codes.proficiencyLabels, 'expert')).toBe('精通');
  });

  it('tells codes from other values', () => {
    expect(isCode(degreeLabels, 3)).toBe(true);
    expect(isCode(degreeLabels, '3')).toBe(false);
    expect(isCode(degreeLabels, 3.5)).toBe(false);
    expect(isCode(degreeLabels, 'toString')).toBe(false);
    expect(isCode(codes.reminderPointLabels, 'beforeEntry')).toBe(true);
    expect(isCode(codes.reminderPointLabels, undefined)).toBe(false);
  });
});

describe('template placeholders', () => {
  it('lists the 29 placeholders in id order with ${name} tokens', () => {
    expect(templatePlaceholders).toHaveLength(29);
    expect(templatePlaceholders.map((p) => p.id)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(templatePlaceholders[0]).toEqual({ id: 1, label: '候选人姓名', token: '${personName}' });
    expect(templatePlaceholders[25]).toEqual({ id: 26, label: '会议室', token: '${meetingRoomAddress}' });
    expect(templatePlaceholders[28]).toEqual({ id: 29, label: '面试链接', token: '${meetingUrl}' });
    expect(new Set(templatePlaceholders.map((p) => p.token)).size).toBe(29);
  });
});

describe('mailbox presets', () => {
  it('fills IMAP on port 993 except for "other"', () => {
    for (const [key, preset] of Object.entries(mailboxPresets)) {
      if (key === 'other') expect(preset).toEqual({ protocol: 3, server: '', port: null });
      else expect(preset).toMatchObject({ protocol: codes.MailProtocol.Imap, port: codes.MAIL_PORT, server: expect.stringMatching(/^imap\./) });
    }
    expect(mailboxPresets.qq.server).toBe('imap.qq.com');
  });
});

describe('process stages', () => {
  it('gives each stage type its actions', () => {
    expect(stageTypeActions[1]).toEqual(['pushToDepartment', 'notifyCandidate']);
    expect(stageTypeActions[4]).toContain('addBackgroundCheck');
    expect(stageTypeActions[5]).toEqual(['notifyCandidate', 'addCloudAssessment']);
  });

  it('locks only the first action of screening and interview stages', () => {
    expect(isStageActionLocked(1, 'pushToDepartment')).toBe(true);
    expect(isStageActionLocked(2, 'arrangeInterview')).toBe(true);
    expect(isStageActionLocked(2, 'pushToDepartment')).toBe(false);
    expect(isStageActionLocked(4, 'addOffer')).toBe(false);
  });

  it('shows recruit phase 6 as awaiting entry', () => {
    expect(recruitmentStateLabel(1)).toBe('已入职');
    expect(recruitmentStateLabel(1, 6)).toBe('待入职');
    expect(recruitmentStateLabel(4, 2)).toBe('已转正');
    expect(recruitmentStateLabel(null)).toBe('-');
  });
});

describe('intention levels', () => {
  it('folds 4 to 7 into no intention', () => {
    expect([4, 5, 6, 7].map((l) => intentionLevelFoldedLabels[l as 4 | 5 | 6 | 7])).toEqual(['无意向', '无意向', '无意向', '无意向']);
    expect(intentionLevelFoldedLabels[1]).toBe('意向高');
  });
});

describe('backgroundCheckPoints', () => {
  it('weighs items and multiplies by 36', () => {
    expect(backgroundCheckPoints({ education: 0, work: 0, project: 0 })).toBe(0);
    expect(backgroundCheckPoints({ education: 1, work: 0, project: 0 })).toBe(36);
    expect(backgroundCheckPoints({ education: 2, work: 1, project: 0 })).toBe((2 + 16) * 36);
    expect(backgroundCheckPoints({ education: 0, work: 0, project: 2 })).toBe((13 + 20) * 36);
  });
});
