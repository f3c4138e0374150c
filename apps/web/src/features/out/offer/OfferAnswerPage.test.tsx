// The candidate's offer page: the offer as written with its letter link, accept or decline (with a
// reason) through a confirm step, and the way to 您已答复 / 链接已失效 for answered, expired,
// cancelled or unknown links.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { PublicOffer } from '@bole/domain';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderPage } from '../../resume/test-utils';
import { OfferAnswerPage } from './OfferAnswerPage';
import { OfferResultPage } from './OfferResultPage';

const open = (patch: Partial<PublicOffer> = {}): PublicOffer => ({
  state: 'open',
  gone: null,
  answer: null,
  companyName: '杭州云栖科技有限公司',
  logoUrl: null,
  offer: {
    candidateName: '陈思远',
    jobName: 'Java开发工程师',
    entryDate: '2026-12-15',
    orgName: '研发中心',
    probation: '3个月',
    probationSalary: '8000.50元/月（税前）',
    formalSalary: '10000.00元/月（税前）',
    salaryTypeName: '月薪',
    taxTypeName: '税前',
    jobRankName: null,
    deadline: '2026-12-05T15:59:59.999Z',
    refuseReasons: [
      { id: 31, name: '薪资不符合预期' },
      { id: 32, name: '已接受其他Offer' },
    ],
  },
  ...patch,
});
const closed = (patch: Partial<PublicOffer>): PublicOffer => ({ ...open(), offer: null, ...patch });

afterEach(() => vi.unstubAllGlobals());

/** The three pages as the out area routes them by address. */
function OfferPages() {
  const { pathname } = useLocation();
  if (pathname.endsWith('/exist')) return <OfferResultPage variant="exist" />;
  if (pathname.endsWith('/expire')) return <OfferResultPage variant="expire" />;
  return <OfferAnswerPage />;
}
const render = (path: string) => renderPage(<OfferPages />, path);

describe('答复Offer', { timeout: 20_000 }, () => {
  it('shows the offer as written with the letter link and the deadline in China time', async () => {
    mockApi({ 'GET /api/out/offers/tok1': () => open() });
    render('/out/feedback/offer?token=tok1');
    expect(await screen.findByRole('heading', { name: '陈思远，您好' })).toBeTruthy();
    for (const text of ['研发中心', '2026年12月15日', '3个月', '8000.50元/月（税前）', '10000.00元/月（税前）']) expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByText('职级')).toBeNull();
    expect(screen.getByRole('link', { name: '查看Offer函（PDF）' }).getAttribute('href')).toBe('/api/out/offers/tok1/letter.pdf');
    expect(screen.getByText(/请在 2026-12-05 23:59 前答复/)).toBeTruthy();
  });

  it('accepts after the confirm step and lands on 您已接受Offer', async () => {
    const calls = mockApi({ 'GET /api/out/offers/tok1': () => open(), 'POST /api/out/offers/tok1/answer': () => closed({ state: 'answered', answer: 'accept' }) });
    const router = render('/out/feedback/offer?token=tok1');
    const submit = (await screen.findByRole('button', { name: '提交答复' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '接受Offer' }));
    fireEvent.change(screen.getByLabelText('补充说明（选填）'), { target: { value: '期待加入' } });
    fireEvent.click(submit);
    expect(screen.getByRole('heading', { name: '确认接受该Offer？' })).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: '确认接受' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/out/offers/tok1/answer', body: { answer: 'accept', comment: '期待加入' } }));
    expect(await screen.findByRole('heading', { name: '您已接受Offer' })).toBeTruthy();
    expect(router.state.location.search).toBe('?done=accept');
  });

  it('declining needs a reason; 返回修改 goes back without sending', async () => {
    const calls = mockApi({ 'GET /api/out/offers/tok2': () => open(), 'POST /api/out/offers/tok2/answer': () => closed({ state: 'answered', answer: 'decline' }) });
    render('/out/feedback/offer?token=tok2');
    fireEvent.click(await screen.findByRole('button', { name: '拒绝Offer' }));
    const submit = screen.getByRole('button', { name: '提交答复' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('已接受其他Offer'));
    fireEvent.click(submit);
    expect(screen.getByText(/拒绝原因：已接受其他Offer。/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect(screen.getByRole('button', { name: '提交答复' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '提交答复' }));
    fireEvent.click(screen.getByRole('button', { name: '确认拒绝' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toEqual([expect.objectContaining({ body: { answer: 'decline', reasonId: 32 } })]));
    expect(await screen.findByRole('heading', { name: '您已拒绝Offer' })).toBeTruthy();
  });

  it('an answer refused because he answered already goes to 您已答复; an over-long comment cannot be sent', async () => {
    mockApi({
      'GET /api/out/offers/tok3': () => open(),
      'POST /api/out/offers/tok3/answer': () => ({ status: 409, body: { status: '50514', message: '您已答复过该Offer，无需重复提交' } }),
    });
    render('/out/feedback/offer?token=tok3');
    fireEvent.click(await screen.findByRole('button', { name: '接受Offer' }));
    fireEvent.change(screen.getByLabelText('补充说明（选填）'), { target: { value: '长'.repeat(101) } });
    expect(screen.getByText('补充说明最多200个字符（一个汉字算2个）')).toBeTruthy();
    expect((screen.getByRole('button', { name: '提交答复' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('补充说明（选填）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '提交答复' }));
    fireEvent.click(screen.getByRole('button', { name: '确认接受' }));
    expect(await screen.findByRole('heading', { name: '您已答复' })).toBeTruthy();
  });

  it('sends answered links to 您已答复 and expired, cancelled or unknown ones to 链接已失效', async () => {
    mockApi({
      'GET /api/out/offers/used': () => closed({ state: 'answered', answer: 'accept' }),
      'GET /api/out/offers/old': () => closed({ state: 'expired', gone: 'expired' }),
      'GET /api/out/offers/void': () => closed({ state: 'expired', gone: 'cancelled' }),
      'GET /api/out/offers/nope': () => ({ status: 404, body: { status: '50511', message: '链接已失效：链接不存在，请确认链接是否完整' } }),
    });
    render('/out/feedback/offer?token=used');
    expect(await screen.findByRole('heading', { name: '您已答复' })).toBeTruthy();
    cleanup();
    render('/out/feedback/offer?token=old');
    expect(await screen.findByText(/该Offer已超过答复期限/)).toBeTruthy();
    cleanup();
    render('/out/feedback/offer?token=void');
    expect(await screen.findByText(/该Offer已撤销/)).toBeTruthy();
    cleanup();
    render('/out/feedback/offer?token=nope');
    expect(await screen.findByText(/链接不存在，请确认链接是否完整/)).toBeTruthy();
    cleanup();
    render('/out/feedback/offer');
    expect(await screen.findByRole('heading', { name: '链接已失效' })).toBeTruthy();
  });
});
