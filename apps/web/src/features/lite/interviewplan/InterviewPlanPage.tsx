// /lite/interviewplan 面试安排: the interview day on a phone or tablet. The front desk (220008)
// signs candidates in, calls the next one to a room (the candidate gets template 5 by SMS and
// e-mail) and shows the sign-in QR code; hiring managers and interviewers see the interviews
// they sit on, each with a link to evaluate it. Refreshes every 30 s: candidates sign in on
// their phones too.
import { interviewFormLabels, type DeskItem, type InterviewForm } from '@bole/domain';
import { Button, Checkbox, Input, Modal } from 'antd';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page/PageHeader';
import { Empty } from '../../../components/plain/Empty';
import { Segmented } from '../../../components/plain/Segmented';
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime, formatDateTime } from '../../../lib/time';
import { useDeskActions, useDeskDay } from '../api/desk';
import './interviewplan.css';

const DeskCodeModal = lazyNamed(() => import('./DeskCodeModal'), 'DeskCodeModal');

type View = 'all' | 'waiting' | 'queue' | 'called' | 'mine';

const stateOf = (i: DeskItem): Exclude<View, 'all' | 'mine'> => (i.calledAt ? 'called' : i.signedIn ? 'queue' : 'waiting');

const EMPTY: Record<View, string> = {
  all: '今天没有面试',
  waiting: '没有待签到的候选人',
  queue: '没有排队等待的候选人',
  called: '还没有叫号',
  mine: '今天没有需要您参加的面试',
};

const placeOf = (i: DeskItem) => [i.meetingRoomName, i.address].filter(Boolean).join(' · ') || interviewFormLabels[i.form as InterviewForm] || '';

type Calling = { item: DeskItem | null; room: string; notify: boolean };

export function InterviewPlanPage({ title }: { title: string }) {
  const today = chinaTime().format('YYYY-MM-DD');
  const { data, isLoading, isError, refetch } = useDeskDay(today);
  const actions = useDeskActions();
  const [view, setView] = useState<View>('all');
  const [calling, setCalling] = useState<Calling | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);

  const items = useMemo(() => data?.items ?? [], [data]);
  const canSignIn = data?.canSignIn ?? false;
  const hasMine = items.some((i) => i.mine);
  const queue = items.filter((i) => stateOf(i) === 'queue').sort((a, b) => (a.queueNumber ?? 0) - (b.queueNumber ?? 0));
  const count = (v: View) => (v === 'all' ? items.length : v === 'mine' ? items.filter((i) => i.mine).length : items.filter((i) => stateOf(i) === v).length);
  const shown = items.filter((i) => view === 'all' || (view === 'mine' ? i.mine : stateOf(i) === view));
  const views: { value: View; label: string }[] = [
    { value: 'all', label: `全部 ${count('all')}` },
    ...(canSignIn
      ? ([
          { value: 'waiting', label: `待签到 ${count('waiting')}` },
          { value: 'queue', label: `排队中 ${count('queue')}` },
          { value: 'called', label: `已叫号 ${count('called')}` },
        ] as const)
      : []),
    ...(hasMine ? [{ value: 'mine' as const, label: `我的面试 ${count('mine')}` }] : []),
  ];

  const openCall = (item: DeskItem | null) => setCalling({ item, room: item ? (item.calledRoom ?? item.meetingRoomName ?? item.address ?? '') : '', notify: true });
  const submitCall = async () => {
    if (!calling) return;
    const body = { room: calling.room.trim() || undefined, notify: calling.notify };
    // A refusal (queue empty, no room, cancelled) has been shown by the http client; the dialog stays open.
    const called = await (calling.item ? actions.call.mutateAsync({ id: calling.item.id, ...body }) : actions.callNext.mutateAsync(body)).catch(() => null);
    if (!called) return;
    notifySuccess(`已叫${called.queueNumber}号 ${called.candidateName} 到 ${called.calledRoom ?? ''}${calling.notify ? '，已短信和邮件通知候选人' : ''}`);
    setCalling(null);
  };
  const signIn = async (item: DeskItem) => {
    // A refusal (not today, cancelled) has been shown by the http client.
    const result = await actions.signIn.mutateAsync(item.id).catch(() => null);
    if (!result) return;
    notifySuccess(`${item.candidateName} 已签到，排队号 ${result.queueNumber}`);
  };

  return (
    <section aria-label={title} className="bole-desk-page">
      <PageHeader
        title={title}
        description={`${chinaTime().format('M月D日 dddd')}${canSignIn ? '：为到场的候选人签到，按排队号叫号到面试间' : '：今天需要您参加的面试'}`}
        extra={
          canSignIn && (
            <div className="bole-desk-tools">
              <Button onClick={() => setCodeOpen(true)}>签到二维码</Button>
              <Button type="primary" disabled={queue.length === 0} onClick={() => openCall(null)}>
                叫下一位{queue.length > 0 ? `（${queue[0]!.queueNumber}号）` : ''}
              </Button>
            </div>
          )
        }
      />
      {canSignIn && (
        <div className="bole-desk-queue" aria-label="排队中">
          <span className="bole-desk-queue-label">排队中</span>
          {queue.length === 0 ? (
            <span className="bole-desk-muted">暂无候选人排队</span>
          ) : (
            queue.map((i) => (
              <span key={i.id} className="bole-desk-ticket">
                <b>{i.queueNumber}号</b> {i.candidateName}
              </span>
            ))
          )}
        </div>
      )}
      {views.length > 1 && (
        <div className="bole-desk-views">
          <Segmented aria-label="筛选" options={views} value={view} onChange={setView} />
        </div>
      )}
      {isError && (
        <div className="bole-desk-muted">
          加载失败，<Button type="link" onClick={() => void refetch()}>重试</Button>
        </div>
      )}
      {!isLoading && !isError && shown.length === 0 && <Empty description={EMPTY[view]} style={{ margin: '48px 0' }} />}
      <ol className="bole-desk-list">
        {shown.map((item) => (
          <li key={item.id} className={`bole-desk-card is-${stateOf(item)}`}>
            <div className="bole-desk-time">
              <strong>{formatDateTime(item.startAt, 'HH:mm')}</strong>
              <span>{formatDateTime(item.endAt, 'HH:mm')}</span>
            </div>
            <div className="bole-desk-main">
              <div className="bole-desk-name">
                {item.candidateName}
                <StateBadge item={item} />
              </div>
              <div className="bole-desk-line">
                {item.jobName} · {item.roundName}
              </div>
              <div className="bole-desk-line">{placeOf(item)}</div>
              <div className="bole-desk-line bole-desk-muted">面试官：{item.interviewerNames.join('、') || '—'}</div>
              {item.registrationForm && <div className="bole-desk-line bole-desk-muted">面试登记表：{item.registered ? '已填写' : '未填写'}</div>}
            </div>
            <div className="bole-desk-actions">
              {canSignIn && !item.signedIn && (
                <Button type="primary" loading={actions.signIn.isPending && actions.signIn.variables === item.id} onClick={() => void signIn(item)}>
                  签到
                </Button>
              )}
              {canSignIn && item.signedIn && <Button onClick={() => openCall(item)}>{item.calledAt ? '再次叫号' : '叫号'}</Button>}
              {item.mine && (
                <Link className="bole-desk-link" to={`/lite/evaluation/${item.id}`}>
                  面试评价
                </Link>
              )}
            </div>
          </li>
        ))}
      </ol>
      <Modal
        open={calling !== null}
        title={calling?.item ? `叫号：${calling.item.queueNumber}号 ${calling.item.candidateName}` : `叫下一位${queue[0] ? `：${queue[0].queueNumber}号 ${queue[0].candidateName}` : ''}`}
        okText="叫号"
        confirmLoading={actions.call.isPending || actions.callNext.isPending}
        onOk={() => void submitCall()}
        onCancel={() => setCalling(null)}
        destroyOnHidden
      >
        {calling && (
          <div className="bole-desk-call">
            <label htmlFor="desk-call-room">面试间</label>
            <Input
              id="desk-call-room"
              value={calling.room}
              maxLength={50}
              placeholder={calling.item ? '如：301会议室' : '不填则使用候选人面试安排的会议室'}
              onChange={(e) => setCalling({ ...calling, room: e.target.value })}
            />
            <Checkbox checked={calling.notify} onChange={(e) => setCalling({ ...calling, notify: e.target.checked })}>
              短信和邮件通知候选人（候选人叫号面试通知）
            </Checkbox>
          </div>
        )}
      </Modal>
      {codeOpen && (
        <MountOnOpen open>
          <DeskCodeModal onClose={() => setCodeOpen(false)} />
        </MountOnOpen>
      )}
    </section>
  );
}

function StateBadge({ item }: { item: DeskItem }) {
  if (item.calledAt) return <span className="bole-desk-badge is-called">{item.queueNumber}号 · 已叫到{item.calledRoom}</span>;
  if (item.signedIn) return <span className="bole-desk-badge is-queue">{item.queueNumber}号 · 排队中</span>;
  return <span className="bole-desk-badge">未签到</span>;
}
