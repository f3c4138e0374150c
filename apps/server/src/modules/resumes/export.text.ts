// How exported resumes read: codes as their Chinese labels, times in China time, and the
// filters of an export in words for its explanation sheet and the audit.
import {
  ageRangeLabels,
  channelNameOf,
  codeLabel,
  genderLabels,
  intentionStatusLabels,
  resumeParseStatusLabels,
  searchDegreeLabels,
  updateDateRangeLabels,
  workStateLabels,
  type ChannelOption,
  type ResumeFilters,
} from '@bole/domain';
import { LOCATIONS } from '../basedata/data';

const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 2026-03-08 14:30 in China time. */
export function chinaTime(instant: Date | string): string {
  const d = new Date(new Date(instant).getTime() + SHANGHAI_OFFSET_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** 20260308 in China time, for file names. */
export function chinaDay(instant: Date): string {
  return chinaTime(instant).slice(0, 10).replaceAll('-', '');
}

/** The job board, 个人投递, a company channel among `channels`, or 手动录入 for resumes HR typed in (as the pool's pages say). */
export function channelText(channel: number | null, channels?: readonly Pick<ChannelOption, 'code' | 'name'>[]): string {
  return channel == null ? '手动录入' : channelNameOf(channel, channels);
}

const cityNames = new Map(LOCATIONS.map((l) => [l.code, l.name]));
const labels = (map: Record<number, string>, codes: readonly number[] | undefined) => (codes ?? []).map((c) => codeLabel(map, c, String(c))).join('、');

/** The filters of an export as one line: 关键词：Java；学历：本科及以上；… ('' when none). */
export function describeFilters(q: ResumeFilters, tagNames: ReadonlyMap<number, string>, ownerName: string | null): string {
  const parts: [string, string | null | undefined][] = [
    ['关键词', q.keyword],
    ['城市', q.city?.map((c) => cityNames.get(c) ?? c).join('、')],
    ['学历', q.degree ? codeLabel(searchDegreeLabels, q.degree, '') : null],
    ['工作年限', q.workYearsMin != null || q.workYearsMax != null ? `${q.workYearsMin ?? 0}-${q.workYearsMax ?? 13}` : null],
    ['年龄', q.ageRange ? codeLabel(ageRangeLabels, q.ageRange, '') : q.ageMin != null || q.ageMax != null ? `${q.ageMin ?? ''}-${q.ageMax ?? ''}岁` : null],
    ['更新时间', q.updated ? codeLabel(updateDateRangeLabels, q.updated, '') : q.updatedFrom || q.updatedTo ? `${q.updatedFrom ?? ''}至${q.updatedTo ?? ''}` : null],
    ['性别', q.gender != null ? codeLabel(genderLabels, q.gender, '') : null],
    ['渠道', q.channel?.map((c) => channelText(c)).join('、')],
    ['来源', q.source?.join('、')],
    ['标签', q.tagIds?.map((id) => tagNames.get(id) ?? `#${id}`).join('、')],
    ['意向状态', labels(intentionStatusLabels, q.intentionStatus)],
    ['求职状态', labels(workStateLabels, q.workState)],
    ['入库状态', labels(resumeParseStatusLabels, q.parseStatus)],
    ['985院校', q.school985 ? '是' : null],
    ['211院校', q.school211 ? '是' : null],
    ['负责人', q.ownerAccountId ? (ownerName ?? `#${q.ownerAccountId}`) : null],
  ];
  return parts
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}：${v}`)
    .join('；');
}
