// The columns of the 入职管理 table, one definition each so an area can add its own (入职资料 is
// filled by the onboarding form's area through the row's `entryForm`). Tabs pick their columns.
import { offerSalaryTypeLabels, offerStatusLabels, type OfferSalaryType, type OnboardingRow, type OnboardingTab } from '@bole/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/time';

const none = '—';

const salary = (offer: OnboardingRow['offer']): ReactNode => {
  if (!offer) return none;
  if (offer.salaryHidden) return <span title="没有查看转正薪资的权限">***</span>;
  if (offer.formalSalary === null) return none;
  return `${offer.formalSalary}元/${offer.salaryType === null ? '' : offerSalaryTypeLabels[offer.salaryType as OfferSalaryType].replace('薪', '')}`;
};

type Col = ColumnsType<OnboardingRow>[number] & { tabs?: readonly OnboardingTab[] };

export function onboardingColumns(actions: (row: OnboardingRow) => ReactNode): ColumnsType<OnboardingRow> {
  const cols: Col[] = [
    {
      key: 'name',
      title: '候选人',
      fixed: 'left',
      width: 140,
      render: (_, r) => (
        <div>
          <div>{r.name}</div>
          <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>{r.mobile ?? none}</div>
        </div>
      ),
    },
    { key: 'job', title: '职位', dataIndex: 'jobName', ellipsis: true, width: 160 },
    { key: 'org', title: '入职部门', width: 130, ellipsis: true, render: (_, r) => r.orgName ?? none },
    { key: 'entryDate', title: '入职时间', width: 110, render: (_, r) => r.entryDate ?? none },
    {
      key: 'offer',
      title: 'Offer',
      width: 170,
      render: (_, r) =>
        r.offer ? (
          <span>
            <Tag>{offerStatusLabels[r.offer.status]}</Tag>
            {salary(r.offer)}
          </span>
        ) : (
          none
        ),
    },
    { key: 'probation', title: '试用期', width: 90, tabs: ['awaiting', 'probation', 'regular'], render: (_, r) => (r.probationMonths ? `${r.probationMonths}个月` : none) },
    {
      key: 'regular',
      title: '转正日期',
      width: 150,
      tabs: ['awaiting', 'probation', 'regular'],
      render: (_, r) => (r.regularDate ? r.regularDate : r.probationEnd ? <span title="计划转正日期">{r.probationEnd}（预计）</span> : none),
    },
    { key: 'noShow', title: '未到岗原因', width: 200, ellipsis: true, tabs: ['noShow'], render: (_, r) => r.noShowReason ?? none },
    { key: 'noShowAt', title: '登记时间', width: 150, tabs: ['noShow'], render: (_, r) => (r.noShowAt ? formatDateTime(r.noShowAt) : none) },
    { key: 'entryForm', title: '入职资料', width: 100, tabs: ['awaiting', 'probation'], render: (_, r) => (r.entryForm ? <Tag>{r.entryForm.label}</Tag> : none) },
    { key: 'owner', title: '招聘负责人', width: 110, render: (_, r) => r.ownerName ?? none },
    { key: 'actions', title: '操作', fixed: 'right', width: 230, render: (_, r) => actions(r) },
  ];
  return cols;
}

/** The columns a tab shows. */
export function columnsOfTab(all: ColumnsType<OnboardingRow>, tab: OnboardingTab): ColumnsType<OnboardingRow> {
  return (all as Col[]).filter((c) => !c.tabs || c.tabs.includes(tab)).map(({ tabs: _tabs, ...c }) => c);
}
