// The candidate action dialogs opened from the board: M picks a stage to move to, 淘汰 asks for a
// reason of the chosen reason type (as 通用招聘设置 requires) and can notify the candidate.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { board, card, collectToasts, jobRow, mockApi, moved, renderAt, type ApiCall } from '../test-utils';
import { JobProcessPage } from '../job/JobProcessPage';

let calls: ApiCall[];
let toasts: string[];

beforeEach(() => {
  resetSessionStoreForTests();
  toasts = collectToasts();
  calls = mockApi({
    'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }),
    'GET /api/jobs/11/board': () => board(),
    'GET /api/recruit-settings': () => ({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true }),
    'GET /api/archive-reasons': () => [
      { id: 1, type: 'elimination', name: '专业技能不足', enabled: true, sort: 1 },
      { id: 2, type: 'elimination', name: '薪资期望过高', enabled: true, sort: 2 },
      { id: 9, type: 'blacklist', name: '简历信息造假', enabled: true, sort: 1 },
    ],
    'POST /api/applications/101/move': () => moved(card(101, '张伟', 1), 7),
    'POST /api/applications/101/eliminate': () => ({ ...moved(card(101, '张伟', 1), 1), outcome: 3, recruitmentState: 3 }),
  });
});
afterEach(() => vi.unstubAllGlobals());

async function focusCard(name: string) {
  renderAt(<JobProcessPage title="流程管理" />, '/recruit/job?jobId=11');
  const item = await screen.findByRole('article', { name: new RegExp(`^${name}，`) });
  item.focus();
  return item;
}

describe('candidate action dialogs', { timeout: 20_000 }, () => {
  it('M picks the stage to move to, the current one disabled', async () => {
    const item = await focusCard('张伟');
    fireEvent.keyDown(item, { key: 'm' });
    const dialog = await screen.findByRole('dialog', { name: '移动张伟到阶段' });
    expect((within(dialog).getByRole('radio', { name: /初筛/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '请选择要移到的阶段');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Offer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/101/move')?.body).toEqual({ stageId: 7, version: 1 }));
    await waitFor(() => expect(toasts).toContain('success: 已将张伟移到「Offer」'));
  });

  it('淘汰 needs a reason of the chosen type and sends it with the notice choice', async () => {
    await focusCard('张伟');
    fireEvent.click(screen.getByRole('button', { name: '张伟的更多操作' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '淘汰' }));
    const dialog = await screen.findByRole('dialog', { name: '淘汰张伟' });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认淘汰' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', '请选择或填写淘汰原因');
    fireEvent.click(within(dialog).getByText('加入黑名单'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '选择黑名单原因' }));
    fireEvent.click(await screen.findByTitle('简历信息造假'));
    fireEvent.change(within(dialog).getByRole('textbox', { name: '补充说明（选填）' }), { target: { value: '学历证书与学信网不符' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '通知候选人' }));
    // The notice goes out at a chosen hour; the preview opens the candidate's own mail.
    expect(within(dialog).getByRole('link', { name: '预览邮件' }).getAttribute('href')).toBe('/recruit/preview/candidateemail?type=4&applicationId=101');
    fireEvent.click(within(dialog).getByRole('radio', { name: '定时发送' }));
    fireEvent.change(within(dialog).getByLabelText('发送日期'), { target: { value: '2099-03-02' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认淘汰' }));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/applications/101/eliminate')?.body).toEqual({
        reasonType: 'blacklist',
        reasonId: 9,
        reason: '学历证书与学信网不符',
        notify: true,
        notifySchedule: { sendMode: 2, sendDate: '2099-03-02', sendHour: 9 },
        version: 1,
      }),
    );
    await waitFor(() => expect(toasts).toContain('success: 已淘汰张伟'));
  });

  it('批量淘汰 the selected candidates with one reason, naming those the server refused', async () => {
    vi.unstubAllGlobals();
    calls = mockApi({
      'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }),
      'GET /api/jobs/11/board': () => board(),
      'GET /api/recruit-settings': () => ({ eliminateReasonRequired: true, eliminateNotifyDefault: false, allowMultipleJobs: true, reapplyEliminated: 'keep', showStageDays: true }),
      'GET /api/archive-reasons': () => [{ id: 2, type: 'elimination', name: '薪资期望过高', enabled: true, sort: 2 }],
      'POST /api/applications/bulk-eliminate': () => ({ done: [101], failed: [{ id: 102, message: '候选人已被淘汰，无需重复淘汰' }] }),
    });
    await focusCard('张伟');
    fireEvent.click(screen.getByRole('checkbox', { name: '选择张伟' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '选择李娜' }));
    const bar = await screen.findByRole('region', { name: '批量操作' });
    fireEvent.click(within(bar).getByRole('button', { name: '批量淘汰' }));
    const dialog = await screen.findByRole('dialog', { name: '淘汰2位候选人' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '选择淘汰原因' }));
    fireEvent.click(await screen.findByTitle('薪资期望过高'));
    fireEvent.click(within(dialog).getByRole('button', { name: '确认淘汰' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/bulk-eliminate')?.body).toEqual({ ids: [101, 102], reasonType: 'elimination', reasonId: 2, notify: false }));
    await waitFor(() => expect(toasts).toContain('success: 已淘汰1位候选人'));
    expect(toasts).toContain('warning: 1位候选人未能淘汰（李娜：候选人已被淘汰，无需重复淘汰）');
  });

  it('takes a candidate of the Offer stage on as 待入职 with his entry date', async () => {
    vi.unstubAllGlobals();
    const withOffer = board();
    withOffer.stages[2] = { ...withOffer.stages[2]!, count: 1, cards: [card(105, '陈晨', 7, { version: 3 })] };
    calls = mockApi({ 'GET /api/jobs': () => ({ list: [jobRow()], total: 1, page: 1, pageSize: 30 }), 'GET /api/jobs/11/board': () => withOffer, 'POST /api/applications/105/staff-state': () => ({ ...moved(card(105, '陈晨', 7), 7), recruitmentState: 5 }) });
    await focusCard('陈晨');
    // Earlier stages do not offer it.
    fireEvent.click(screen.getByRole('button', { name: '张伟的更多操作' }));
    expect(screen.queryByRole('menuitem', { name: '设为待入职' })).toBeNull();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '陈晨的更多操作' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: '设为待入职' }));
    const dialog = await screen.findByRole('dialog', { name: '将陈晨设为待入职' });
    fireEvent.change(within(dialog).getByLabelText('入职日期'), { target: { value: '2026-12-01' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/applications/105/staff-state')?.body).toEqual({ state: 5, date: '2026-12-01', version: 3 }));
    await waitFor(() => expect(toasts).toContain('success: 陈晨已设为“待入职”'));
  });
});
