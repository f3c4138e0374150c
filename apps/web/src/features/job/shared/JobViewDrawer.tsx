// A job as its team reads it (the name in 职位管理, 我的职位): every field in the form's groups,
// with 编辑 for those who may change it.
import { Button, Descriptions, Drawer, Spin } from 'antd';
import type { DescriptionsProps } from 'antd';
import {
  businessTravelLabels,
  codeLabel,
  isEmptyCustomValue,
  JobGender,
  jobEducationLabels,
  jobGenderLabels,
  jobNatureLabels,
  jobRetentionLabels,
  recruitTypeLabels,
  type JobDetail,
} from '@bole/domain';
import type { ReactNode } from 'react';
import { useBasedata } from '../../../api/basedata';
import { CustomValueText } from '../../../components/custom-fields/CustomValueText';
import { Tag } from '../../../components/plain/Tag';
import { useJob } from '../api/get-job';
import { useEnabledJobFields } from '../api/get-job-fields';
import { EDU_CONDITIONS } from '../form/form-values';
import { headcountText, retentionText, salaryText, statusOf, workYearText } from './format';
import '../job.css';

type Props = { jobId: number | null; onClose: () => void; onEdit?: (id: number) => void };

const none = <span className="bole-job-muted">未填写</span>;
const text = (value: string | null | undefined): ReactNode => (value ? value : none);
const list = (values: readonly string[]): ReactNode => (values.length > 0 ? values.join('、') : none);
const yes = (flag: number) => (flag === 1 ? '是' : '否');

function JobBody({ job }: { job: JobDetail }) {
  const { nameOf: benefitName } = useBasedata('positionBenefit');
  const { fields } = useEnabledJobFields();
  const personName = (id: number) => job.people.find((p) => p.id === id)?.userName ?? `账号#${id}`;
  const people = (ids: number[]) => list(ids.map(personName));
  const education = [codeLabel(jobEducationLabels, job.eduRequire), ...EDU_CONDITIONS.filter((c) => job[c.value] === 1).map((c) => c.label)].join('，');
  const age = job.minAge === null && job.maxAge === null ? '不限' : `${job.minAge ?? '不限'} - ${job.maxAge ?? '不限'} 岁`;
  const groups: { title: string; items: DescriptionsProps['items'] }[] = [
    {
      title: '基本信息',
      items: [
        { key: 'category', label: '职位类别', children: text([job.categoryName, job.jobClassifyName].filter(Boolean).join(' / ')) },
        { key: 'nature', label: '工作性质', children: codeLabel(jobNatureLabels, job.nature) },
        { key: 'recruitType', label: '招聘方式', children: codeLabel(recruitTypeLabels, job.recruitType) },
        { key: 'org', label: '所属部门', children: text(job.orgName) },
        { key: 'company', label: '所属公司', children: text(job.companyOrgName) },
        { key: 'place', label: '工作地点', children: text(job.workPlace) },
        { key: 'headcount', label: '招聘人数', children: headcountText(job.headcount) },
        { key: 'salary', label: '薪资', children: salaryText(job) },
        { key: 'director', label: '汇报对象', children: text(job.director) },
        { key: 'underlings', label: '下属人数', children: job.underlingNumber === null ? none : `${job.underlingNumber}人` },
        { key: 'ranks', label: '职级', children: list(job.jobRanks.map((r) => r.name)) },
        { key: 'tags', label: '职位标签', children: list(job.tags.map((t) => t.name)) },
        { key: 'benefits', label: '职位福利', span: 2, children: list(job.benefits.map((b) => benefitName(b) || b)) },
        { key: 'retention', label: '职位有效期', span: 2, children: `${codeLabel(jobRetentionLabels, job.retention)}，${retentionText(job)}` },
        { key: 'describe', label: '职位描述', span: 2, children: <div className="bole-job-pre">{text(job.describe)}</div> },
        { key: 'demand', label: '任职要求', span: 2, children: <div className="bole-job-pre">{text(job.demand)}</div> },
      ],
    },
    {
      title: '职位要求',
      items: [
        { key: 'workYear', label: '工作年限', children: workYearText(job.workYear) },
        { key: 'education', label: '学历要求', children: education },
        { key: 'age', label: '年龄', children: age },
        { key: 'gender', label: '性别', children: job.gender === JobGender.Any ? '不限' : codeLabel(jobGenderLabels, job.gender) },
        { key: 'language', label: '语言要求', children: text(job.languageRequire) },
        { key: 'travel', label: '出差要求', children: codeLabel(businessTravelLabels, job.businessTravel) },
        { key: 'famous', label: '名企背景', children: yes(job.famousEnterpriseFlag) },
      ],
    },
    {
      title: '招聘团队',
      items: [
        { key: 'owner', label: '招聘负责人', children: text(job.ownerName) },
        { key: 'assistants', label: '协助人', children: people(job.jurisdictionAccountIds) },
        { key: 'managers', label: '用人经理', children: people(job.userPersonAccountIds) },
        { key: 'interviewers', label: '面试官', children: people(job.interviewAccountIds) },
      ],
    },
    {
      title: '其他设置',
      items: [
        { key: 'priority', label: '优先招聘', children: yes(job.priorityRecruitmentFlag) },
        { key: 'audit', label: '背景调查', children: yes(job.backgroundAuditFlag) },
        { key: 'sms', label: '面试登记短信', children: yes(job.registSmsFlag) },
        { key: 'feedback', label: '面试反馈', children: yes(job.feedbackFlag) },
        ...(job.lookContent ? [{ key: 'look', label: '给猎头的说明', span: 2, children: <div className="bole-job-pre">{job.lookContent}</div> }] : []),
      ],
    },
  ];
  const custom = fields.filter((f) => !isEmptyCustomValue(job.customFields[f.key]));
  if (custom.length > 0) {
    groups.push({ title: '其他信息', items: custom.map((f) => ({ key: f.key, label: f.name, span: f.type === 'longText' ? 2 : 1, children: <CustomValueText field={f} value={job.customFields[f.key]} /> })) });
  }
  return (
    <div className="bole-job-view">
      {groups.map((g) => (
        <Descriptions key={g.title} title={g.title} column={2} size="small" items={g.items} styles={{ label: { width: 110 } }} />
      ))}
    </div>
  );
}

export function JobViewDrawer({ jobId, onClose, onEdit }: Props) {
  const { data: job, isLoading } = useJob(jobId ?? undefined);
  const status = job ? statusOf(job) : null;
  return (
    <Drawer
      open={jobId !== null}
      title={
        job ? (
          <span className="bole-job-view-title">
            {job.name}
            {status && <Tag color={status.color}>{status.label}</Tag>}
          </span>
        ) : (
          '职位详情'
        )
      }
      size={760}
      onClose={onClose}
      destroyOnHidden
      extra={job && onEdit ? <Button onClick={() => onEdit(job.id)}>编辑</Button> : null}
    >
      {isLoading || !job ? (
        <div className="bole-job-loading">
          <Spin />
        </div>
      ) : (
        <JobBody job={job} />
      )}
    </Drawer>
  );
}
