// 新建流程 / 编辑流程: the process's name and its stages in the order candidates go through them
// (上移/下移), and below them the library's other stages, switched on to join the process.
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, Button, Drawer, Form, Input, Switch, Tooltip } from 'antd';
import { PROCESS_NAME_MAX, recruitProcessCreateSchema, stageActionLabels, type RecruitProcess, type RecruitProcessCreate, type RecruitStage } from '@bole/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/errors';
import { SecondaryText } from '../../../components/text/Text';
import { showSaveError } from '../../../lib/save-error';
import { zodRule } from '../../../lib/zod-rule';
import { StageTypeTag } from '../shared/StageTypeTag';
import { draftOf, draftProblems, moveStage, stageIdsOf, switchLock, toggleStage, type DraftRow } from './process-edit';

/** A stage of the editor: its place in the process (when in it), name, type, actions and switch. */
function StageRow({ row, index, onToggle, children }: { row: DraftRow; index?: number; onToggle: (row: DraftRow, on: boolean) => void; children?: ReactNode }) {
  const lock = switchLock(row);
  const { stage } = row;
  return (
    <li className={row.on ? 'bole-process-row' : 'bole-process-row is-off'} aria-label={stage.name}>
      {index !== undefined && <span className="bole-process-step-index">{index + 1}</span>}
      <span className="bole-process-row-text">
        <span className="bole-process-row-name">
          {stage.name}
          <StageTypeTag type={stage.type} />
          {!stage.enabled && <span className="bole-process-row-note">已在招聘阶段中停用</span>}
        </span>
        <span className="bole-process-row-actions">{stage.actions.length > 0 ? stage.actions.map((a) => stageActionLabels[a]).join('、') : '无阶段操作'}</span>
      </span>
      {children && <span className="bole-process-row-move">{children}</span>}
      <Tooltip title={lock}>
        <Switch checked={row.on} disabled={lock !== null} aria-label={`「${stage.name}」加入流程`} onChange={(on) => onToggle(row, on)} />
      </Tooltip>
    </li>
  );
}

type Props = {
  process?: RecruitProcess;
  library: RecruitStage[];
  /** The stage ids a new process starts from. */
  start: number[];
  onSave: (body: RecruitProcessCreate) => Promise<unknown>;
  onClose: () => void;
};

export function ProcessDrawer({ process, library, start, onSave, onClose }: Props) {
  const [form] = Form.useForm<{ name: string }>();
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(library, process ? process.stages.map((s) => s.id) : start));
  const [tried, setTried] = useState(false);
  const [serverProblem, setServerProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const problems = useMemo(() => draftProblems(rows), [rows]);
  const chain = rows.filter((r) => r.on);
  const others = rows.filter((r) => !r.on);

  const change = (next: DraftRow[]) => {
    setRows(next);
    setServerProblem(null);
  };
  const toggle = (row: DraftRow, on: boolean) => change(toggleStage(rows, row.stage.id, on));

  const submit = async ({ name }: { name: string }) => {
    setTried(true);
    if (problems.length > 0) return;
    setSaving(true);
    try {
      await onSave({ name: name.trim(), stageIds: stageIdsOf(rows) });
      onClose();
    } catch (error) {
      if (isApiError(error) && String(error.status) !== '50107') setServerProblem(error.message);
      else showSaveError(form, error, { '50107': 'name' });
    } finally {
      setSaving(false);
    }
  };

  const shown = [...(tried ? problems : []), ...(serverProblem ? [serverProblem] : [])];
  const footer = (
    <div className="bole-process-drawer-footer">
      <Button onClick={onClose}>取消</Button>
      <Button type="primary" loading={saving} onClick={() => form.submit()}>
        保存
      </Button>
    </div>
  );

  return (
    <Drawer open title={process ? `编辑流程 - ${process.name}` : '新建流程'} size={720} onClose={onClose} destroyOnHidden footer={footer}>
      <Form form={form} layout="vertical" initialValues={{ name: process?.name ?? '' }} onFinish={(v) => void submit(v)} autoComplete="off">
        <Form.Item name="name" label="流程名称" required rules={[zodRule(recruitProcessCreateSchema.shape.name)]}>
          <Input autoFocus={!process} maxLength={PROCESS_NAME_MAX} showCount placeholder="如：技术岗招聘流程、校招流程" />
        </Form.Item>
      </Form>
      {process && process.jobCount > 0 && (
        <Alert
          className="bole-process-alert"
          type="info"
          showIcon
          title={`${process.jobCount} 个职位正在使用该流程，保存后立即生效`}
          description="关闭某个阶段前，请先把该阶段中的候选人移到其他阶段。"
        />
      )}
      <div className="bole-process-section-title">流程阶段</div>
      <p className="bole-process-lead">开启的阶段按从上到下的顺序组成流程，候选人加入职位后进入第一个阶段。阶段在「招聘阶段」中新增和修改。</p>
      <div className="bole-process-chain" aria-label="流程预览">
        {chain.map((r, i) => (
          <span key={r.stage.id} className="bole-process-chain-item">
            {i > 0 && <span className="bole-process-arrow" aria-hidden="true" />}
            {r.stage.name}
          </span>
        ))}
        {chain.length === 0 && <SecondaryText>还没有开启的阶段</SecondaryText>}
      </div>
      {shown.length > 0 && (
        <Alert
          className="bole-process-alert"
          type="error"
          showIcon
          role="alert"
          title={shown.length === 1 ? shown[0] : '流程还需要完善'}
          description={
            shown.length > 1 ? (
              <ul className="bole-process-problems">
                {shown.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : undefined
          }
        />
      )}
      <ol className="bole-process-rows" aria-label="流程阶段">
        {chain.map((row, i) => (
          <StageRow key={row.stage.id} row={row} index={i} onToggle={toggle}>
            <Button type="text" size="small" icon={<ArrowUpOutlined />} aria-label={`上移「${row.stage.name}」`} disabled={i === 0} onClick={() => change(moveStage(rows, i, -1))} />
            <Button type="text" size="small" icon={<ArrowDownOutlined />} aria-label={`下移「${row.stage.name}」`} disabled={i === chain.length - 1} onClick={() => change(moveStage(rows, i, 1))} />
          </StageRow>
        ))}
      </ol>
      {others.length > 0 && (
        <>
          <div className="bole-process-section-title bole-process-others-title">未加入流程的阶段</div>
          <p className="bole-process-lead">打开开关即加入流程，排在流程最后，再用上移调整位置。</p>
          <ul className="bole-process-rows" aria-label="未加入流程的阶段">
            {others.map((row) => (
              <StageRow key={row.stage.id} row={row} onToggle={toggle} />
            ))}
          </ul>
        </>
      )}
    </Drawer>
  );
}
