// The columns of 套餐 and 点数明细 on 资产与套餐.
import { packageStatusLabels, PackageStatus, pointEntryLabels, pointKindLabels, type PointLedgerRow, type PointPackage } from '@bole/domain';
import { Tag, type TagColor } from '../../components/plain/Tag';
import type { Column } from '../../components/table/SimpleTable';
import { formatDateTime } from '../../lib/time';

const STATUS_COLORS: Record<PointPackage['status'], TagColor> = { [PackageStatus.Archived]: 'success', [PackageStatus.Expired]: 'default', [PackageStatus.Voided]: 'error', [PackageStatus.Trial]: 'processing' };

/** +120 / -576, as the ledger shows a change. */
export const signed = (delta: number) => (delta > 0 ? `+${delta}` : String(delta));

export const packageColumns: Column<PointPackage>[] = [
  { key: 'name', title: '套餐名称', ellipsis: true, render: (p) => p.name },
  { key: 'kind', title: '点数类型', width: 140, render: (p) => pointKindLabels[p.kind] },
  { key: 'points', title: '点数', width: 100, align: 'right', render: (p) => p.points },
  { key: 'status', title: '状态', width: 100, render: (p) => <Tag color={STATUS_COLORS[p.status]}>{packageStatusLabels[p.status]}</Tag> },
  { key: 'period', title: '有效期', width: 240, render: (p) => `${formatDateTime(p.startsAt, 'YYYY-MM-DD')} 至 ${p.endsAt ? formatDateTime(p.endsAt, 'YYYY-MM-DD') : '长期'}` },
];

export const ledgerColumns: Column<PointLedgerRow>[] = [
  { key: 'time', title: '时间', width: 170, render: (r) => formatDateTime(r.createdAt) },
  { key: 'kind', title: '点数类型', width: 130, render: (r) => pointKindLabels[r.kind] },
  { key: 'entry', title: '类型', width: 100, render: (r) => pointEntryLabels[r.entry] },
  { key: 'delta', title: '变动', width: 100, align: 'right', render: (r) => <span style={{ color: r.delta > 0 ? '#389e0d' : '#cf1322' }}>{signed(r.delta)}</span> },
  { key: 'balance', title: '变动后余额', width: 120, align: 'right', render: (r) => r.balanceAfter },
  { key: 'reason', title: '说明', ellipsis: true, render: (r) => r.reason },
  { key: 'actor', title: '操作人', width: 120, render: (r) => r.actorName },
];
