// The company's own channels in the talent pool: offered as filter chips while enabled, named
// in the chosen conditions and on the cards; hidden ones leave the chips unless already chosen.
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { mockApi, renderPage, resumeRow } from '../test-utils';
import { TalentPoolPage } from './TalentPoolPage';

beforeEach(() => {
  resetSessionStoreForTests();
  mockApi({
    'GET /api/resumes': () => ({ list: [resumeRow({ channel: 10001 })], total: 1, totalCapped: false, page: 1, pageSize: 20 }),
    'GET /api/resume-channels/options': () => [
      { code: 1, name: '前程无忧(51job)', builtIn: true, enabled: true },
      { code: 2, name: '智联招聘', builtIn: true, enabled: false },
      { code: 10001, name: '春季招聘会', builtIn: false, enabled: true },
      { code: 10002, name: '旧合作猎头', builtIn: false, enabled: false },
    ],
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('channels in the talent pool', { timeout: 20_000 }, () => {
  it('names a company channel on the card, in the chips and in the chosen conditions', async () => {
    renderPage(<TalentPoolPage title="企业人才库" variant="company" />, '/resume/list/company?channel=10001,10002');
    expect(await screen.findByText('来源：春季招聘会')).toBeTruthy();
    const chips = within(await screen.findByRole('group', { name: '来源渠道' }));
    expect(await chips.findByText('春季招聘会')).toBeTruthy();
    // A hidden channel stays while it is chosen; a hidden built-in one is not offered.
    expect(chips.getByText('旧合作猎头')).toBeTruthy();
    expect(chips.queryByText('智联招聘')).toBeNull();
    const chosen = within(screen.getByLabelText('已选条件'));
    expect(chosen.getByText('来源：春季招聘会')).toBeTruthy();
    expect(chosen.getByText('来源：旧合作猎头')).toBeTruthy();
  });
});
