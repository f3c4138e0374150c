// 推荐报告 (resume document type 'recommendation report'): the standard resume of the export
// machinery (modules/resumes/export.*), opened by a section on the push — the job, who pushed it
// to whom and when, HR's message and the feedback so far — as a PDF.
import { Perm, recommendationFeedbackLabels, withoutForbiddenFileNameChars } from '@bole/domain';
import type { Db } from '../../platform/db/client';
import { getBase } from '../company/base.service';
import { customTexts } from '../resumes/custom-texts';
import { maskedSection, standardResume, type DocSection } from '../resumes/export.document';
import { renderPdf } from '../resumes/export.pdf';
import type { ExportFile } from '../resumes/export.service';
import { exportSettingsOf } from '../resumes/export.settings';
import { chinaDay, chinaTime } from '../resumes/export.text';
import { getDetail } from '../resumes/service';
import type { RecommendationRow } from './repository';
import { reportAccess, type Caller } from './service';

const minutes = (d: Date) => chinaTime(d).slice(0, 16);

function pushSection(r: RecommendationRow): DocSection {
  const fields = [
    { label: '推荐职位', value: r.jobName },
    { label: '推荐人', value: r.pushedByName },
    { label: '推荐时间', value: minutes(r.createdAt) },
    { label: '用人经理', value: r.recipientName },
    { label: '反馈截止', value: minutes(r.replyBy) },
    { label: '反馈结果', value: recommendationFeedbackLabels[r.feedback as keyof typeof recommendationFeedbackLabels] ?? '待反馈' },
  ];
  if (r.answeredAt) fields.push({ label: '反馈时间', value: minutes(r.answeredAt) });
  const texts = [
    { label: '推荐语', value: r.message ?? '' },
    { label: '反馈意见', value: r.comment ?? '' },
  ].filter((t) => t.value.trim() !== '');
  return { key: 'recommendation', title: '推荐信息', fields, entries: [], texts };
}

/** The 推荐报告 PDF of one push, for its recipient or anyone who may push resumes of its job. */
export async function recommendationReport(db: Db, caller: Caller, id: number, now = new Date()): Promise<ExportFile> {
  const push = await reportAccess(db, caller, id);
  const detail = await getDetail(db, caller, push.resumeId);
  const [settings, company, custom] = await Promise.all([exportSettingsOf(db, caller.companyId), getBase(db, caller.companyId), customTexts(db, caller.companyId, [detail.customFields])]);
  const contactAllowed = caller.codes.has(Perm.CandidateContact);
  const model = standardResume(detail, settings, {
    companyName: company.name,
    exporterName: caller.userName,
    now,
    contactAllowed,
    salaryAllowed: caller.codes.has(Perm.CandidateSalary),
    custom: custom.texts[0] ?? [],
  });
  const title = `${detail.name}的推荐报告`;
  // HR's message and the feedback are free text too: a phone typed there is masked like the resume's.
  const opening = contactAllowed ? pushSection(push) : maskedSection(pushSection(push));
  const bytes = await renderPdf({ ...model, name: title, sections: [opening, ...model.sections] }, title);
  const fileName = `${withoutForbiddenFileNameChars(`推荐报告_${detail.name}_${push.jobName}`)}_${chinaDay(now)}.pdf`;
  return { fileName, mime: 'application/pdf', bytes };
}
