// The confirm dialogs of 入职管理, loaded on first use: 确认入职 (actual day, default the planned
// one), 未到岗 (a company 拒绝Offer reason and a note), 转正 (default the planned 转正 day),
// 修改入职时间 and 延长试用期. Bulk actions report who was refused and why.
import type { BulkResult, OnboardingRow } from '@bole/domain';
import { DatePicker, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { notifySuccess, notifyWarning } from '../../lib/notify';
import { chinaTime, dayjs } from '../../lib/time';
import { useOnboardingAction, type OnboardingAction } from './api/actions';
import { useNoShowReasons } from './api/hires';

export type DialogKind = 'confirm' | 'noShow' | 'regularize' | 'entryDate' | 'extend';
export type DialogRequest = { kind: DialogKind; rows: OnboardingRow[] };

const TITLES: Record<DialogKind, string> = { confirm: '确认入职', noShow: '未到岗', regularize: '转正', entryDate: '修改入职时间', extend: '延长试用期' };
const DATE_LABELS: Partial<Record<DialogKind, string>> = { confirm: '实际入职日期', regularize: '转正日期', entryDate: '入职时间', extend: '新的转正日期' };

/** The day the dialog proposes: the one planned for a single person, else none (each keeps his own). */
function proposed(kind: DialogKind, rows: OnboardingRow[]): string | null {
  const [only] = rows;
  if (rows.length !== 1 || !only) return null;
  if (kind === 'confirm' || kind === 'entryDate') return only.entryDate;
  if (kind === 'regularize' || kind === 'extend') return only.probationEnd;
  return null;
}

const names = (rows: OnboardingRow[]) => (rows.length > 3 ? `${rows.slice(0, 3).map((r) => r.name).join('、')}等${rows.length}人` : rows.map((r) => r.name).join('、'));

export function OnboardingDialog({ request, onClose }: { request: DialogRequest | null; onClose: () => void }) {
  const kind = request?.kind ?? 'confirm';
  const rows = request?.rows ?? [];
  const [day, setDay] = useState<string | null>(() => proposed(kind, rows));
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reasons = useNoShowReasons(kind === 'noShow');
  const action = useOnboardingAction();
  const dateLabel = DATE_LABELS[kind];
  const dateRequired = kind === 'entryDate' || kind === 'extend';

  const toAction = (): OnboardingAction | string => {
    const ids = rows.map((r) => r.applicationId);
    const one = rows[0]!;
    if (kind === 'noShow') return reasonId === null ? '请选择未到岗原因' : { kind, body: { ids, reasonId, note: note.trim() || undefined } };
    if (dateRequired && !day) return `请选择${dateLabel}`;
    if (kind === 'confirm') return { kind, body: { ids, entryDate: day ?? undefined } };
    if (kind === 'regularize') return { kind, body: { ids, regularDate: day ?? undefined } };
    if (kind === 'entryDate') return { kind, id: one.applicationId, body: { entryDate: day!, version: one.version } };
    return { kind: 'extend', id: one.applicationId, body: { probationEnd: day!, version: one.version } };
  };

  const submit = async () => {
    const next = toAction();
    if (typeof next === 'string') return setProblem(next);
    setProblem(null);
    const result = await action.mutateAsync(next).catch((error: unknown) => {
      setProblem(error instanceof Error ? error.message : '操作失败，请稍后再试');
      return null;
    });
    if (!result) return;
    if ('failed' in result && (result as BulkResult).failed.length > 0) {
      const failed = (result as BulkResult).failed.map((f) => `${rows.find((r) => r.applicationId === f.id)?.name ?? f.id}：${f.message}`);
      notifyWarning(`${TITLES[kind]}：${(result as BulkResult).done.length}人成功，${failed.length}人未办理（${failed.join('；')}）`);
    } else notifySuccess(`${TITLES[kind]}已办理`);
    onClose();
  };

  return (
    <Modal open={request !== null} title={TITLES[kind]} okText="确定" cancelText="取消" confirmLoading={action.isPending} onOk={() => void submit()} onCancel={onClose} destroyOnHidden>
      <Typography.Paragraph>候选人：{names(rows)}</Typography.Paragraph>
      {dateLabel && (
        <label style={{ display: 'block', marginBottom: 12 }}>
          <div style={{ marginBottom: 4 }}>
            {dateLabel}
            {!dateRequired && rows.length > 1 && <Typography.Text type="secondary">（不选则按各自的计划日期）</Typography.Text>}
          </div>
          <DatePicker
            aria-label={dateLabel}
            style={{ width: '100%' }}
            value={day ? dayjs(day) : null}
            onChange={(d) => setDay(d ? d.format('YYYY-MM-DD') : null)}
            placeholder={kind === 'regularize' ? (rows.length > 1 ? '默认为各自的计划转正日期' : '没有计划转正日期，默认为今天') : '请选择日期'}
          />
        </label>
      )}
      {kind === 'confirm' && <Typography.Paragraph type="secondary">转正日期按入职日期加Offer的试用期计算（无试用期则不计算）。</Typography.Paragraph>}
      {kind === 'entryDate' && rows[0]?.recruitmentState === 1 && <Typography.Paragraph type="secondary">已入职人员修改入职时间后，转正日期按Offer的试用期重新计算。</Typography.Paragraph>}
      {kind === 'noShow' && (
        <>
          <label style={{ display: 'block', marginBottom: 12 }}>
            <div style={{ marginBottom: 4 }}>未到岗原因</div>
            <Select
              aria-label="未到岗原因"
              style={{ width: '100%' }}
              placeholder="请选择原因"
              loading={reasons.isLoading}
              value={reasonId ?? undefined}
              onChange={(v: number) => setReasonId(v)}
              options={(reasons.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
            />
          </label>
          <label style={{ display: 'block' }}>
            <div style={{ marginBottom: 4 }}>备注</div>
            <Input.TextArea aria-label="备注" rows={3} maxLength={200} showCount value={note} onChange={(e) => setNote(e.target.value)} placeholder="例如：电话未接通，已发短信确认" />
          </label>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            登记未到岗后，候选人以该原因淘汰（不通知候选人），可在职位流程中恢复。原因在「归档原因」的拒绝Offer原因中维护。
          </Typography.Paragraph>
        </>
      )}
      {problem && <Typography.Text type="danger">{problem}</Typography.Text>}
      <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
        今天是 {chinaTime().format('YYYY-MM-DD')}（北京时间）
      </Typography.Paragraph>
    </Modal>
  );
}
