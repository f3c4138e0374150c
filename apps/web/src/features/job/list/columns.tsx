// Columns of the job list (职位管理) and of 我的职位; the actions column only where the caller may act.
import { DownOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { codeLabel, JobStatus, jobNatureLabels, type JobRow } from '@bole/domain';
import { ActionMenu, type ActionMenuItem } from '../../../components/plain/ActionMenu';
import { Tag } from '../../../components/plain/Tag';
import type { Column } from '../../../components/table/SimpleTable';
import { SecondaryText } from '../../../components/text/Text';
import { awaitsApproval, headcountText, retentionText, salaryText, statusOf } from '../shared/format';

export type JobActions = {
  canEdit: boolean;
  canPublish: boolean;
  canCreate: boolean;
  canDelete: boolean;
  onView: (job: JobRow) => void;
  onEdit: (job: JobRow) => void;
  onToggle: (job: JobRow) => void;
  onCopy: (job: JobRow) => void;
  onDelete: (job: JobRow) => void;
  /** 分享职位 (link, QR code, poster): open jobs only, for everyone who sees the list. */
  onShare: (job: JobRow) => void;
  /** Warm up the drawer's code when 编辑 or 复制 is pointed at. */
  onPreloadDrawer?: () => void;
};

const dash = <SecondaryText>-</SecondaryText>;

/** The columns every job list shows. */
export function jobInfoColumns(onView: (job: JobRow) => void): Column<JobRow>[] {
  return [
    {
      key: 'name',
      title: '职位名称',
      width: 210,
      fixed: 'left',
      render: (job) => (
        <div className="bole-job-name-cell">
          <button type="button" className="bole-job-name" onClick={() => onView(job)} title={job.name}>
            {job.name}
          </button>
          <SecondaryText className="bole-job-sub">{[job.categoryName, codeLabel(jobNatureLabels, job.nature, '')].filter(Boolean).join(' · ')}</SecondaryText>
        </div>
      ),
    },
    {
      key: 'status',
      title: '状态',
      width: 80,
      render: (job) => {
        const { label, color } = statusOf(job);
        return <Tag color={color}>{label}</Tag>;
      },
    },
    { key: 'org', title: '所属部门', width: 120, ellipsis: true, render: (job) => job.orgName ?? <SecondaryText>部门已删除</SecondaryText> },
    { key: 'place', title: '工作地点', width: 120, ellipsis: true, render: (job) => job.workPlace ?? dash },
    { key: 'salary', title: '薪资', width: 136, render: (job) => salaryText(job) },
    { key: 'headcount', title: '招聘人数', width: 80, render: (job) => headcountText(job.headcount) },
    { key: 'owner', title: '招聘负责人', width: 90, ellipsis: true, render: (job) => job.ownerName ?? dash },
    { key: 'retention', title: '有效期', width: 150, render: (job) => <SecondaryText>{retentionText(job)}</SecondaryText> },
  ];
}

export function jobColumns(actions: JobActions): Column<JobRow>[] {
  const columns = jobInfoColumns(actions.onView);
  const moreOf = (job: JobRow): ActionMenuItem[] => [
    ...(job.status === JobStatus.Open ? [{ key: 'share', label: '分享职位' }] : []),
    ...(actions.canCreate ? [{ key: 'copy', label: '复制职位' }] : []),
    ...(actions.canDelete ? [{ key: 'delete', label: '删除职位', danger: true, divided: actions.canCreate || job.status === JobStatus.Open }] : []),
  ];
  const select: Record<string, (job: JobRow) => void> = { share: actions.onShare, copy: actions.onCopy, delete: actions.onDelete };
  columns.push({
    key: 'actions',
    title: '操作',
    width: 156,
    fixed: 'right',
    render: (job) => (
      <span className="bole-row-actions">
        {actions.canEdit && (
          <Button type="link" size="small" onClick={() => actions.onEdit(job)} onPointerEnter={actions.onPreloadDrawer} onFocus={actions.onPreloadDrawer}>
            编辑
          </Button>
        )}
        {actions.canPublish && !awaitsApproval(job) && (
          <Button type="link" size="small" danger={job.status === JobStatus.Open} onClick={() => actions.onToggle(job)}>
            {job.status === JobStatus.Open ? '关闭' : '开启'}
          </Button>
        )}
        {moreOf(job).length > 0 && (
          <ActionMenu
            label={`${job.name}的更多操作`}
            items={moreOf(job)}
            onSelect={(key) => select[key]?.(job)}
            trigger={(menu) => (
              <Button {...menu} type="link" size="small" onPointerEnter={actions.onPreloadDrawer} onFocus={actions.onPreloadDrawer}>
                更多 <DownOutlined style={{ fontSize: 10 }} />
              </Button>
            )}
          />
        )}
      </span>
    ),
  });
  return columns;
}
