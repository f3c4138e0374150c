// One entry of a history section, read-only: time on the left, what and where, the long texts.
import { codeLabel, degreeLabels, type ResumeDetail } from '@bole/domain';
import type { ReactNode } from 'react';
import { Badge } from '../../shared/TagChip';
import { dotted } from '../../shared/format';
import type { HistoryKey } from '../../forms/history-fields';
import './views.css';

// Without the row id: the shared resume (/out/resume) carries none.
type Entries = { [K in HistoryKey]: Omit<ResumeDetail[K][number], 'id'> };
export type AnyEntry = Entries[HistoryKey];

function Paragraph({ label, text }: { label: string; text: string | null }) {
  if (!text) return null;
  return (
    <div className="bole-entry-text">
      <span className="bole-entry-text-label">{label}</span>
      <p>{text}</p>
    </div>
  );
}

function Frame({ time, title, subtitle, badges, children }: { time: string | null; title: ReactNode; subtitle?: string; badges?: ReactNode; children?: ReactNode }) {
  return (
    <div className="bole-entry-view">
      <div className="bole-entry-time">{time || <span className="bole-placeholder">时间未填写</span>}</div>
      <div className="bole-entry-body">
        <div className="bole-entry-title">
          {title}
          {badges}
        </div>
        {subtitle && <div className="bole-entry-subtitle">{subtitle}</div>}
        {children}
      </div>
    </div>
  );
}

export function EntryView({ kind, entry }: { kind: HistoryKey; entry: AnyEntry }) {
  switch (kind) {
    case 'workExperiences': {
      const w = entry as Entries['workExperiences'];
      return (
        <Frame
          time={w.workTime}
          title={dotted(w.companyName, w.jobName) || '未填写公司'}
          subtitle={dotted(w.department, w.companyIndustry, w.scale, w.reportPeople && `汇报对象：${w.reportPeople}`, w.underPeople && `下属${w.underPeople}人`)}
        >
          <Paragraph label="工作内容" text={w.workContent} />
          <Paragraph label="工作业绩" text={w.workAchievement} />
          <Paragraph label="公司介绍" text={w.companyIntroduce} />
          <Paragraph label="离职原因" text={w.dimissionReason} />
        </Frame>
      );
    }
    case 'educations': {
      const e = entry as Entries['educations'];
      const degree = e.degreeLabel || codeLabel(degreeLabels, e.degree, '');
      return (
        <Frame
          time={e.eduTime}
          title={e.graduationSchool || '未填写学校'}
          subtitle={dotted(degree, e.professional)}
          badges={
            <>
              {e.school985 && <Badge tone="gold">985</Badge>}
              {e.school211 && <Badge tone="blue">211</Badge>}
            </>
          }
        />
      );
    }
    case 'projects': {
      const p = entry as Entries['projects'];
      return (
        <Frame time={p.projectTime} title={p.projectName || '未填写项目名称'}>
          <Paragraph label="项目描述" text={p.projectDesc} />
          <Paragraph label="责任描述" text={p.responsibilityDesc} />
        </Frame>
      );
    }
    case 'trainings': {
      const t = entry as Entries['trainings'];
      return (
        <Frame time={t.trainingTime} title={dotted(t.trainingName, t.trainingOrganization) || '未填写培训课程'} subtitle={dotted(t.trainingPlace, t.trainingCertificate && `证书：${t.trainingCertificate}`)}>
          <Paragraph label="培训描述" text={t.trainingDesc} />
        </Frame>
      );
    }
  }
}
