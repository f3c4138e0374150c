// /user/manage/interview 面试设置: the company's interview rounds. 初试, 复试 and 终试 are built in
// (renamed or switched off, never removed); the company adds its own (4 and up), orders them,
// and 安排面试 offers the enabled ones in this order.
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { INTERVIEW_ROUND_MAX, Perm, type InterviewRound } from '@bole/domain';
import { Alert, Button, Input, Switch, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { usePermission } from '../../../api/permission';
import { PageHeader } from '../../../components/page/PageHeader';
import { PageSpin } from '../../../components/page/PageSpin';
import { Panel } from '../../../components/panel/Panel';
import { notifySuccess } from '../../../lib/notify';
import { useRounds, useSaveRounds } from '../api/interviews';
import '../interview.css';

type Row = { key: string; number?: number; name: string; enabled: boolean; builtIn: boolean };

const toRows = (rounds: readonly InterviewRound[]): Row[] =>
  [...rounds].sort((a, b) => a.sort - b.sort || a.number - b.number).map((r) => ({ key: `n${r.number}`, number: r.number, name: r.name, enabled: r.enabled, builtIn: r.builtIn }));

let added = 0;

export function RoundsPage({ title }: { title: string }) {
  const { data, isLoading, isError } = useRounds();
  const save = useSaveRounds();
  const canEdit = usePermission(Perm.InterviewSettings);
  // The rows as edited; null until the first change (then the server's rows show).
  const [edited, setRows] = useState<Row[] | null>(null);
  const rows = edited ?? (data ? toRows(data) : null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    document.title = `${title} - 伯乐招聘`;
  }, [title]);

  const change = (key: string, patch: Partial<Row>) => setRows(rows?.map((r) => (r.key === key ? { ...r, ...patch } : r)) ?? null);
  const move = (index: number, by: -1 | 1) => {
    if (!rows) return;
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row) next.splice(index + by, 0, row);
    setRows(next);
  };
  const dirty = rows !== null && data !== undefined && JSON.stringify(rows.map(({ key: _k, ...r }) => r)) !== JSON.stringify(toRows(data).map(({ key: _k, ...r }) => r));

  const submit = async () => {
    if (!rows) return;
    const body = { rounds: rows.map((r) => ({ number: r.number, name: r.name.trim(), enabled: r.enabled })) };
    // the schema (and zod) loads on the first save, not with the page
    const { interviewRoundsUpdateSchema } = await import('@bole/domain/api/interview');
    const checked = interviewRoundsUpdateSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? '请检查面试轮次');
      return;
    }
    if (!rows.some((r) => r.enabled)) {
      setProblem('至少启用一个面试轮次');
      return;
    }
    setProblem(null);
    await save.mutateAsync(checked.data);
    setRows(null);
    notifySuccess('面试轮次已保存');
  };

  return (
    <section aria-label={title}>
      <PageHeader
        title={title}
        description="安排面试时按这里的顺序列出启用的轮次。初试、复试、终试可改名或停用，也可以添加公司自己的轮次。"
        extra={
          canEdit && (
            <Button type="primary" onClick={() => void submit().catch(() => undefined)} loading={save.isPending} disabled={!dirty}>
              保存
            </Button>
          )
        }
      />
      <Panel title="面试轮次">
        {isLoading && <PageSpin tip="正在加载面试轮次…" />}
        {isError && <Alert type="error" showIcon title="面试轮次加载失败，请稍后刷新重试" />}
        {rows && (
          <div className="bole-rounds" role="list" aria-label="面试轮次">
            {rows.map((r, index) => (
              <div key={r.key} className="bole-rounds-row" role="listitem">
                <span className="bole-rounds-no">{r.builtIn ? '内置' : '自定义'}</span>
                <Input
                  value={r.name}
                  maxLength={20}
                  onChange={(e) => change(r.key, { name: e.target.value })}
                  aria-label={`第${index + 1}个轮次名称`}
                  status={r.name.trim() === '' ? 'error' : undefined}
                  style={{ width: 220 }}
                  disabled={!canEdit}
                />
                <Switch checked={r.enabled} onChange={(enabled) => change(r.key, { enabled })} checkedChildren="启用" unCheckedChildren="停用" aria-label={`${r.name}启用`} disabled={!canEdit} />
                {canEdit && (
                  <>
                    <Tooltip title="上移">
                      <Button type="text" size="small" icon={<ArrowUpOutlined />} disabled={index === 0} onClick={() => move(index, -1)} aria-label={`上移${r.name}`} />
                    </Tooltip>
                    <Tooltip title="下移">
                      <Button type="text" size="small" icon={<ArrowDownOutlined />} disabled={index === rows.length - 1} onClick={() => move(index, 1)} aria-label={`下移${r.name}`} />
                    </Tooltip>
                    {!r.builtIn && (
                      <Tooltip title={r.number ? '删除后已安排的面试仍显示原名称' : '删除'}>
                        <Button type="text" size="small" danger icon={<DeleteOutlined />} onClick={() => setRows(rows.filter((x) => x.key !== r.key))} aria-label={`删除${r.name || '轮次'}`} />
                      </Tooltip>
                    )}
                  </>
                )}
              </div>
            ))}
            {canEdit && (
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                style={{ marginTop: 12 }}
                disabled={rows.length >= INTERVIEW_ROUND_MAX}
                onClick={() => setRows([...rows, { key: `new${++added}`, name: '', enabled: true, builtIn: false }])}
              >
                添加轮次
              </Button>
            )}
            {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
          </div>
        )}
      </Panel>
    </section>
  );
}
