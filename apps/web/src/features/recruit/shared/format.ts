// How candidates of a process read on the board, the table and the drawer.
import { applicationSourceLabels, channelNameOf, codeLabel, degreeLabels, genderLabels, recruitmentStateLabels, type ApplicationCard, type ChannelOption } from '@bole/domain';
import { chinaTime } from '../../../lib/time';

/** '男 · 28岁 · 5年经验 · 本科', missing facts left out. */
export function cardFacts(c: Pick<ApplicationCard, 'gender' | 'age' | 'workYears' | 'topDegree'>): string {
  return [
    codeLabel(genderLabels, c.gender, ''),
    c.age === null ? '' : `${c.age}岁`,
    c.workYears === null ? '' : c.workYears < 1 ? '1年以下经验' : `${Math.floor(c.workYears)}年经验`,
    codeLabel(degreeLabels, c.topDegree, ''),
  ]
    .filter(Boolean)
    .join(' · ');
}

export const sourceText = (source: ApplicationCard['source']) => applicationSourceLabels[source] ?? '其他';

/** Where the candidate came from: the resume's channel (智联招聘, 个人投递 …), else how he entered the job. */
export function originText(c: Pick<ApplicationCard, 'channel' | 'source'>, channels: readonly ChannelOption[] | undefined): string {
  return c.channel === null ? sourceText(c.source) : channelNameOf(c.channel, channels);
}

export type Tone = 'good' | 'warn' | 'bad';

/** The state a card shows beside its stage: 已淘汰, 待入职, 已入职 …; null while simply in the process. */
export function outcomeTag(c: Pick<ApplicationCard, 'outcome' | 'recruitmentState'>): { label: string; tone: Tone } | null {
  if (c.recruitmentState === null) return null;
  const label = recruitmentStateLabels[c.recruitmentState];
  const tone: Tone = c.recruitmentState === 3 || c.recruitmentState === 2 ? 'bad' : c.recruitmentState === 5 ? 'warn' : 'good';
  return { label, tone };
}

/** Whole days (China time) since the candidate entered his stage. */
export function daysInStage(enteredAt: string, now: Date = new Date()): number {
  return chinaTime(now).startOf('day').diff(chinaTime(enteredAt).startOf('day'), 'day');
}
