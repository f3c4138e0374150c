// The dialogs of the candidate actions (loaded when the first one opens): 移动到阶段, 淘汰 with
// a reason of the configured reason types and an optional notice, 恢复, 转移到其他职位, 归档到人才库
// with an archive reason, and the staff states (待入职, 入职, 转正, 离职).
import { Checkbox, Input, Modal, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import {
  JobStatus,
  recruitmentStateLabels,
  REASON_TYPE_ORDER,
  reasonTypeLabels,
  sendScheduleSchema,
  SendMode,
  type ApplicationCard,
  type ReasonType,
  type SendSchedule,
  type StaffStateTarget,
} from '@bole/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { SendScheduleFields } from '../../messaging/schedule/SendScheduleFields';
import { notifySuccess, notifyWarning } from '../../../lib/notify';
import { chinaTime } from '../../../lib/time';
import { useArchiveApplication } from '../api/archive-application';
import { useBulkEliminate } from '../api/bulk-eliminate';
import { useEliminateApplication } from '../api/eliminate-application';
import { useEnabledReasons } from '../api/get-archive-reasons';
import { getRecruitJobs } from '../api/get-recruit-jobs';
import { useRecruitSettings } from '../api/get-recruit-settings';
import { useRestoreApplication } from '../api/restore-application';
import { useSetStaffState } from '../api/set-staff-state';
import { useTransferApplication } from '../api/transfer-application';
import { ELIMINATE_TYPES, type ActionKey, type EliminateType } from './card-actions';

export type DialogRequest = { kind: ActionKey; cards: ApplicationCard[] };

type Props = {
  request: DialogRequest | null;
  jobId: number | null;
  stages: readonly { id: number; name: string }[];
  onMove: (cards: ApplicationCard[], stageId: number) => void;
  onClose: () => void;
  /** After an action that takes candidates off the board (or brings them back). */
  onDone: () => void;
};

const today = () => chinaTime().format('YYYY-MM-DD');
const who = (cards: ApplicationCard[]) => (cards.length === 1 ? cards[0]!.name : `${cards.length}位候选人`);

export function ActionDialog({ request, jobId, stages, onMove, onClose, onDone }: Props) {
  const open = request !== null;
  const kind = request?.kind;
  const cards = request?.cards ?? [];
  const card = cards[0];
  const settings = useRecruitSettings();
  const reasons = useEnabledReasons();
  const eliminate = useEliminateApplication();
  const bulkEliminate = useBulkEliminate();
  const restore = useRestoreApplication();
  const transfer = useTransferApplication();
  const archive = useArchiveApplication();
  const staff = useSetStaffState();
  const jobs = useQuery({ queryKey: ['recruit', 'transfer-jobs'], queryFn: () => getRecruitJobs({ status: JobStatus.Open, pageSize: 100 }), enabled: kind === 'transfer' });

  const [stageId, setStageId] = useState<number | null>(null);
  const [reasonType, setReasonType] = useState<EliminateType>('elimination');
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState<boolean | null>(null);
  const [schedule, setSchedule] = useState<SendSchedule>({ sendMode: SendMode.Immediate });
  const [targetJob, setTargetJob] = useState<number | null>(null);
  const [date, setDate] = useState(today);
  const [error, setError] = useState<string | null>(null);
  const [lastKey, setLastKey] = useState(request);
  // A new request starts with a clean form (state adjusted during render, as React advises).
  if (lastKey !== request) {
    setLastKey(request);
    setStageId(null);
    setReasonType('elimination');
    setReasonId(null);
    setReason('');
    setNotify(null);
    setSchedule({ sendMode: SendMode.Immediate });
    setTargetJob(null);
    setDate(today());
    setError(null);
  }

  if (!card || !kind) return <Modal open={false} onCancel={onClose} />;
  const name = who(cards);
  const staffState = kind.startsWith('staff:') ? (Number(kind.slice(6)) as StaffStateTarget) : null;
  const reasonsOf = (types: readonly ReasonType[]) => (reasons.data ?? []).filter((r) => types.includes(r.type));
  const done = (text: string) => {
    notifySuccess(text);
    onDone();
    onClose();
  };
  const fail = () => undefined; // the http client has shown the server's message

  const submit = () => {
    setError(null);
    const text = reason.trim() || undefined;
    switch (kind) {
      case 'move':
        if (stageId === null) return setError('请选择要移到的阶段');
        onMove(cards, stageId);
        return onClose();
      case 'eliminate': {
        if (settings.data?.eliminateReasonRequired !== false && reasonId === null && !text) return setError('请选择或填写淘汰原因');
        const notifying = notify ?? settings.data?.eliminateNotifyDefault ?? false;
        const checked = sendScheduleSchema.safeParse(schedule);
        if (notifying && !checked.success) return setError(checked.error.issues[0]!.message);
        const notifySchedule = notifying && schedule.sendMode !== SendMode.Immediate ? schedule : undefined;
        const why = { reasonType, reasonId: reasonId ?? undefined, reason: text, notify: notifying, notifySchedule };
        // 批量淘汰: each one as a single elimination; those refused are named with the reason.
        if (cards.length > 1)
          return bulkEliminate.mutateAsync({ ids: cards.map((c) => c.id), ...why }).then((result) => {
            if (result.failed.length > 0) {
              const names = new Map(cards.map((c) => [c.id, c.name]));
              const first = result.failed.slice(0, 3).map((f) => `${names.get(f.id) ?? f.id}：${f.message}`).join('；');
              notifyWarning(`${result.failed.length}位候选人未能淘汰（${first}${result.failed.length > 3 ? ' 等' : ''}）`);
            }
            if (result.done.length > 0) done(`已淘汰${result.done.length}位候选人`);
            else onClose();
          }, fail);
        return eliminate
          .mutateAsync({ id: card.id, body: { ...why, version: card.version } })
          .then(() => done(`已淘汰${card.name}`), fail);
      }
      case 'restore':
        return restore.mutateAsync({ id: card.id, version: card.version }).then(() => done(`已恢复${card.name}，回到原阶段`), fail);
      case 'transfer':
        if (targetJob === null) return setError('请选择要转移到的职位');
        return transfer.mutateAsync({ id: card.id, body: { jobId: targetJob } }).then(() => done(`已将${card.name}转移到新职位的第一个阶段`), fail);
      case 'archive':
        if (reasonId === null && !text) return setError('请选择或填写归档原因');
        return archive.mutateAsync({ id: card.id, body: { reasonId: reasonId ?? undefined, reason: text } }).then(() => done(`已将${card.name}归档到人才库`), fail);
      default:
        if (staffState === null) return;
        if ((staffState === 1 || staffState === 5 || staffState === 2) && !date) return setError('请选择日期');
        return staff
          .mutateAsync({ id: card.id, body: { state: staffState, date: staffState === 4 ? undefined : date, reasonId: reasonId ?? undefined, reason: text, version: card.version } })
          .then(() => done(`${card.name}已设为“${recruitmentStateLabels[staffState]}”`), fail);
    }
  };

  const busy = eliminate.isPending || bulkEliminate.isPending || restore.isPending || transfer.isPending || archive.isPending || staff.isPending;
  const titles: Partial<Record<ActionKey, string>> = {
    move: `移动${name}到阶段`,
    eliminate: `淘汰${name}`,
    restore: `恢复${name}`,
    transfer: `将${name}转移到其他职位`,
    archive: `将${name}归档到人才库`,
    'staff:5': `将${name}设为待入职`,
    'staff:1': `为${name}办理入职`,
    'staff:4': `为${name}办理转正`,
    'staff:2': `为${name}办理离职`,
  };

  const reasonPicker = (types: readonly ReasonType[], placeholder: string) => (
    <Select
      aria-label={placeholder}
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
      placeholder={placeholder}
      loading={reasons.isLoading}
      value={reasonId ?? undefined}
      onChange={(v: number | undefined) => setReasonId(v ?? null)}
      options={types.map((t) => ({ label: reasonTypeLabels[t], options: reasonsOf([t]).map((r) => ({ value: r.id, label: r.name })) })).filter((g) => g.options.length > 0)}
    />
  );
  const words = (placeholder: string) => <Input.TextArea aria-label={placeholder} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={placeholder} maxLength={200} showCount autoSize={{ minRows: 2, maxRows: 4 }} />;

  return (
    <Modal
      open={open}
      title={titles[kind]}
      okText={kind === 'eliminate' ? '确认淘汰' : '确定'}
      okButtonProps={{ danger: kind === 'eliminate' || staffState === 2, loading: busy }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <div className="bole-rp-dialog">
        {kind === 'move' && (
          <Radio.Group value={stageId} onChange={(e) => setStageId(e.target.value as number)} aria-label="目标阶段" style={{ display: 'grid', gap: 8 }}>
            {stages.map((s) => (
              <Radio key={s.id} value={s.id} disabled={cards.length === 1 && s.id === card.stageId}>
                {s.name}
                {cards.length === 1 && s.id === card.stageId && <span className="bole-rp-muted">（当前阶段）</span>}
              </Radio>
            ))}
          </Radio.Group>
        )}
        {kind === 'eliminate' && (
          <>
            <div className="bole-rp-field">
              <label>淘汰类型</label>
              <Radio.Group
                optionType="button"
                value={reasonType}
                onChange={(e) => {
                  setReasonType(e.target.value as EliminateType);
                  setReasonId(null);
                }}
                options={ELIMINATE_TYPES.map((t) => ({ value: t.type, label: t.label }))}
              />
            </div>
            <div className="bole-rp-field">
              <label>{reasonTypeLabels[reasonType]}</label>
              {reasonPicker([reasonType], `选择${reasonTypeLabels[reasonType]}`)}
            </div>
            <div className="bole-rp-field">{words('补充说明（选填）')}</div>
            <Checkbox checked={notify ?? settings.data?.eliminateNotifyDefault ?? false} onChange={(e) => setNotify(e.target.checked)}>
              通知候选人
            </Checkbox>
            {(notify ?? settings.data?.eliminateNotifyDefault ?? false) && (
              <div className="bole-rp-field">
                <SendScheduleFields value={schedule} onChange={setSchedule} />
                <p className="bole-rp-muted">
                  {cards.length > 1 ? '每位候选人' : card.name}将收到邮件模板「通知候选人」的邮件，发送结果见发送记录。
                  <Link to={`/recruit/preview/candidateemail?type=4&applicationId=${card.id}`} target="_blank">
                    预览邮件
                  </Link>
                </p>
              </div>
            )}
            {reasonType === 'blacklist' && <p className="bole-rp-muted">加入黑名单后，该候选人再次投递时会被提示。</p>}
          </>
        )}
        {kind === 'restore' && <p>恢复后{card.name}回到被淘汰前所在的阶段，继续招聘流程。</p>}
        {kind === 'transfer' && (
          <div className="bole-rp-field">
            <label>目标职位</label>
            <Select
              aria-label="目标职位"
              showSearch={{ optionFilterProp: 'label' }}
              style={{ width: '100%' }}
              placeholder="选择招聘中的职位"
              loading={jobs.isLoading}
              value={targetJob ?? undefined}
              onChange={(v: number) => setTargetJob(v)}
              options={(jobs.data?.list ?? []).filter((j) => j.id !== jobId).map((j) => ({ value: j.id, label: j.name }))}
            />
            <p className="bole-rp-muted">候选人离开当前职位，进入目标职位的第一个阶段；在当前职位的记录会保留。</p>
          </div>
        )}
        {kind === 'archive' && (
          <>
            <div className="bole-rp-field">
              <label>归档原因</label>
              {reasonPicker(REASON_TYPE_ORDER, '选择归档原因')}
            </div>
            <div className="bole-rp-field">{words('补充说明（选填）')}</div>
            <p className="bole-rp-muted">归档后候选人离开当前职位的流程，简历仍保留在人才库中。</p>
          </>
        )}
        {staffState !== null && staffState !== 4 && (
          <div className="bole-rp-field">
            <label htmlFor="bole-staff-date">{staffState === 2 ? '离职日期' : '入职日期'}</label>
            <input id="bole-staff-date" className="bole-rp-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
        )}
        {staffState === 2 && (
          <>
            <div className="bole-rp-field">
              <label>离职原因</label>
              {reasonPicker(['resignation'], '选择离职原因')}
            </div>
            <div className="bole-rp-field">{words('补充说明（选填）')}</div>
          </>
        )}
        {staffState === 4 && <p>确认{card.name}已通过试用期，转为正式员工？</p>}
        {error && (
          <p role="alert" className="bole-rp-error">
            {error}
          </p>
        )}
      </div>
    </Modal>
  );
}
