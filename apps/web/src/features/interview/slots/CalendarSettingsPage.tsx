// /user/seting/calendar 日程设置: the weekly working hours (China time) and the busy blocks
// (忙碌时段) that self-scheduling draws interview slots from. Everyone keeps his own; an
// administrator or HR also keeps an interviewer's who never opens the settings.
import { RoleType, WEEKDAY_LABELS, WORKING_RANGES_PER_DAY, type WorkingHours, type WorkingRange } from '@bole/domain';
import { Alert, Button, Input, Space, Switch } from 'antd';
import { useState } from 'react';
import { useAccountInfo } from '../../../api/account';
import { useAccountOptions } from '../../../api/account-options';
import { isApiError } from '../../../api/errors';
import { PageHeader } from '../../../components/page/PageHeader';
import { Panel } from '../../../components/panel/Panel';
import { Skeleton } from '../../../components/plain/Skeleton';
import { notifySuccess } from '../../../lib/notify';
import { chinaTime, dayjs, formatDateTime } from '../../../lib/time';
import { useAddBusyBlock, useCalendarSettings, useDeleteBusyBlock, useSaveCalendarSettings } from '../api/slots';
import { toStartAt } from '../arrange/plan';
import './slots.css';

// Native time inputs instead of antd's pickers keep dayjs pickers out of this page; 24:00 (the
// end of a day) shows as 23:59 and stays 24:00 unless changed.
const asTime = (hhmm: string) => (hhmm === '24:00' ? '23:59' : hhmm);
const NEW_RANGE: WorkingRange = { start: '09:00', end: '18:00' };

function WeekEditor({ accountId, hours, onSaved }: { accountId: number | null; hours: WorkingHours; onSaved: () => void }) {
  const [days, setDays] = useState<WorkingRange[][]>(hours.days);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCalendarSettings(accountId);

  const setDay = (i: number, ranges: WorkingRange[]) => setDays((d) => d.map((r, j) => (j === i ? ranges : r)));
  const submit = async () => {
    // the schema (and zod) loads on the first save, not with the page
    const { workingHoursSchema } = await import('@bole/domain/api/interview-slots');
    const parsed = workingHoursSchema.safeParse({ days });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const day = typeof issue?.path[1] === 'number' ? `${WEEKDAY_LABELS[issue.path[1]]}：` : '';
      setProblem(`${day}${issue?.message ?? '工作时间有误'}`);
      return;
    }
    setProblem(null);
    save.mutate(
      { accountId: accountId ?? undefined, workingHours: parsed.data },
      {
        onSuccess: () => {
          notifySuccess('工作时间已保存');
          onSaved();
        },
        onError: (e) => setProblem(isApiError(e) ? e.message : '保存失败，请稍后重试'),
      },
    );
  };

  return (
    <Panel title="每周工作时间" extra={<span className="bole-slot-offer-hint">中国时间（北京时间）</span>}>
      <div className="bole-calendar-week">
        {days.map((ranges, i) => (
          <div key={WEEKDAY_LABELS[i]} className="bole-calendar-day">
            <span className="bole-calendar-dayname">{WEEKDAY_LABELS[i]}</span>
            <Switch
              checked={ranges.length > 0}
              checkedChildren="工作"
              unCheckedChildren="休息"
              aria-label={`${WEEKDAY_LABELS[i]}是否工作`}
              onChange={(on) => setDay(i, on ? [NEW_RANGE] : [])}
            />
            <Space wrap>
              {ranges.map((r, k) => (
                <Space.Compact key={k}>
                  {(['start', 'end'] as const).map((side) => (
                    <input
                      key={side}
                      type="time"
                      step={900}
                      required
                      className="bole-calendar-input"
                      value={asTime(r[side])}
                      aria-label={`${WEEKDAY_LABELS[i]}第${k + 1}段${side === 'start' ? '开始' : '结束'}`}
                      onChange={(e) => {
                        const value = e.target.value.slice(0, 5);
                        if (!value) return;
                        setDay(
                          i,
                          ranges.map((x, j) => (j === k ? { ...x, [side]: value } : x)),
                        );
                      }}
                    />
                  ))}
                  <Button aria-label={`删除${WEEKDAY_LABELS[i]}第${k + 1}段`} onClick={() => setDay(i, ranges.filter((_, j) => j !== k))}>
                    删除
                  </Button>
                </Space.Compact>
              ))}
              {ranges.length > 0 && ranges.length < WORKING_RANGES_PER_DAY && (
                <Button type="link" onClick={() => setDay(i, [...ranges, { start: '19:00', end: '20:00' }])}>
                  添加时段
                </Button>
              )}
            </Space>
          </div>
        ))}
      </div>
      {problem && <Alert type="error" showIcon title={problem} className="bole-slot-offer-alert" />}
      <Button type="primary" onClick={() => void submit()} loading={save.isPending}>
        保存工作时间
      </Button>
    </Panel>
  );
}

function BusyBlocks({ accountId, blocks }: { accountId: number | null; blocks: { id: number; startAt: string; endAt: string; title: string }[] }) {
  const [range, setRange] = useState({ start: '', end: '' });
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddBusyBlock(accountId);
  const remove = useDeleteBusyBlock(accountId);

  const submit = () => {
    if (!range.start || !range.end) return setProblem('请选择忙碌的起止时间');
    if (range.end <= range.start) return setProblem('结束时间须晚于开始时间');
    if (!title.trim()) return setProblem('请填写事由');
    setProblem(null);
    add.mutate(
      { accountId: accountId ?? undefined, startAt: toStartAt(dayjs(range.start)), endAt: toStartAt(dayjs(range.end)), title: title.trim() },
      {
        onSuccess: () => {
          setRange({ start: '', end: '' });
          setTitle('');
          notifySuccess('忙碌时段已添加');
        },
        onError: (e) => setProblem(isApiError(e) ? e.message : '添加失败，请稍后重试'),
      },
    );
  };

  return (
    <Panel title="忙碌时段" className="bole-calendar-busy">
      <p className="bole-slot-offer-hint">出差、会议等不能面试的时间。自助预约不会提供这些时间，安排面试时也会提示。</p>
      <Space wrap>
        {(['start', 'end'] as const).map((side) => (
          <input
            key={side}
            type="datetime-local"
            step={900}
            className="bole-calendar-input"
            min={`${chinaTime().format('YYYY-MM-DD')}T00:00`}
            value={range[side]}
            onChange={(e) => setRange((r) => ({ ...r, [side]: e.target.value.slice(0, 16) }))}
            aria-label={side === 'start' ? '忙碌开始时间' : '忙碌结束时间'}
          />
        ))}
        <Input value={title} maxLength={50} placeholder="事由，如：出差" onChange={(e) => setTitle(e.target.value)} aria-label="事由" style={{ width: 200 }} />
        <Button onClick={submit} loading={add.isPending}>
          添加
        </Button>
      </Space>
      {problem && <Alert type="error" showIcon title={problem} className="bole-slot-offer-alert" style={{ marginTop: 12 }} />}
      {blocks.length === 0 ? (
        <p className="bole-calendar-none">暂无忙碌时段</p>
      ) : (
        <ul className="bole-calendar-blocks">
          {blocks.map((b) => (
            <li key={b.id}>
              <span>
                {formatDateTime(b.startAt)} 至 {formatDateTime(b.endAt, formatDateTime(b.startAt, 'YYYY-MM-DD') === formatDateTime(b.endAt, 'YYYY-MM-DD') ? 'HH:mm' : 'YYYY-MM-DD HH:mm')}
              </span>
              <span className="bole-calendar-title">{b.title}</span>
              <Button size="small" type="link" danger loading={remove.isPending && remove.variables === b.id} onClick={() => remove.mutate(b.id)}>
                删除
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function CalendarSettingsPage({ title }: { title: string }) {
  const { data: me } = useAccountInfo();
  const [accountId, setAccountId] = useState<number | null>(null);
  const { options } = useAccountOptions();
  const settings = useCalendarSettings(accountId);
  const keepsOthers = me?.roleType === RoleType.Admin || me?.roleType === RoleType.Hr;

  return (
    <div className="bole-calendar-settings">
      <PageHeader
        title={title}
        description="设置每周可以面试的时间和忙碌时段。「让候选人自选时间」只会从所有面试官都空闲的时间里提供时段；没有设置的同事默认周一至周五 9:00-12:00、13:30-18:00。"
        extra={
          keepsOthers && (
            <select
              className="bole-calendar-input"
              style={{ width: 220 }}
              value={accountId ?? me?.userId ?? ''}
              onChange={(e) => {
                const id = Number(e.target.value);
                setAccountId(id === me?.userId ? null : id);
              }}
              aria-label="设置谁的日程"
            >
              {options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )
        }
      />
      {settings.isLoading ? (
        <Skeleton />
      ) : settings.data ? (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {!settings.data.saved && <Alert type="info" showIcon title={`${settings.data.accountName}还没有设置工作时间，当前显示的是默认时间`} />}
          <WeekEditor key={settings.data.accountId} accountId={accountId} hours={settings.data.workingHours} onSaved={() => void settings.refetch()} />
          <BusyBlocks accountId={accountId} blocks={settings.data.busyBlocks} />
        </Space>
      ) : (
        <Alert type="error" showIcon title={isApiError(settings.error) ? settings.error.message : '加载失败，请刷新重试'} />
      )}
    </div>
  );
}
