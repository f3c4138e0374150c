// How resume facts read on cards, the detail page and the print layout.
import {
  channelNameOf,
  codeLabel,
  degreeLabels,
  duplicateKindLabels,
  genderLabels,
  intentionStatusLabels,
  resumeParseStatusLabels,
  workStateLabels,
  workYearsLabels,
  type ChannelOption,
  type ResumeRow,
} from '@bole/domain';
import { formatDateTime } from '../../../lib/time';

/** '男 · 28岁 · 5年经验 · 本科 · 北京市': the facts a recruiter scans first, missing ones left out. */
export function keyFacts(r: Pick<ResumeRow, 'gender' | 'age' | 'workYearsScale' | 'topDegree' | 'workCity'>): string[] {
  return [
    codeLabel(genderLabels, r.gender, ''),
    r.age === null ? '' : `${r.age}岁`,
    workYearsText(r.workYearsScale),
    codeLabel(degreeLabels, r.topDegree, ''),
    r.workCity ?? '',
  ].filter(Boolean);
}

/** '5年经验', '一年以下经验', '12年以上经验'; '' when unknown. */
export function workYearsText(scale: number | null | undefined): string {
  const label = codeLabel(workYearsLabels, scale, '');
  return label ? `${label}经验` : '';
}

/** The job board, 个人投递 or a company channel among `options`; 手动录入 for resumes HR typed in. */
export function channelText(channel: number | null | undefined, options?: readonly ChannelOption[]): string {
  return channel == null ? '手动录入' : channelNameOf(channel, options);
}

export const intentionText = (v: number | null | undefined) => codeLabel(intentionStatusLabels, v, '');
export const workStateText = (v: number | null | undefined) => codeLabel(workStateLabels, v, '');
export const parseStatusText = (v: number | null | undefined) => codeLabel(resumeParseStatusLabels, v, '');

export function duplicateText(kind: string | null | undefined): string {
  return kind && kind in duplicateKindLabels ? duplicateKindLabels[kind as keyof typeof duplicateKindLabels] : '疑似重复';
}

/** 2026-03-08 14:30 in China time. */
export const timeText = (iso: string | null | undefined) => formatDateTime(iso);

/** Joins non-empty parts: 'a · b'. */
export function dotted(...parts: (string | null | undefined | false)[]): string {
  return parts.filter((p): p is string => typeof p === 'string' && p.trim() !== '').join(' · ');
}

/** A person's initial for the round avatar: the surname of a Chinese name, else the first letter. */
export function initialOf(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}
