import { describe, expect, it } from 'vitest';
import { routeByPath } from '@bole/domain';
import type { Allows } from '@bole/domain';
import type { AppRoute } from '../../lib/routes';
import { decideGuard } from './decide';

const everything = Array.from({ length: 200 }, (_, i) => [210001 + i, 220001 + i, 230001 + i, 240001 + i, 250001 + i]).flat();
const allows = (codes: number[] = everything): Allows => ({ socialOpenFlag: true, schoolOpenFlag: true, socialAuths: codes, schoolAuths: codes, userPersonAuths: codes });

function route(path: string): AppRoute {
  const found = routeByPath(path);
  if (!found) throw new Error(`no route for ${path}`);
  return found;
}

const base = { token: 'tok', sysType: 1 as const };

describe('decideGuard', () => {
  it('sends a visit without a token to /login with the address as target', () => {
    const decision = decideGuard({ ...base, token: null, user: null, route: route('/job/list'), address: '/job/list?sys=2#top' });
    expect(decision).toEqual({ type: 'redirect', to: `/login?target=${encodeURIComponent('/job/list?sys=2#top')}` });
  });

  it('lets public pages through without a token', () => {
    expect(decideGuard({ ...base, token: null, user: null, route: route('/login'), address: '/login' })).toEqual({ type: 'allow' });
    expect(decideGuard({ ...base, token: null, user: null, route: route('/register'), address: '/register' })).toEqual({ type: 'allow' });
  });

  it('waits for the account before deciding', () => {
    expect(decideGuard({ ...base, user: null, route: route('/home'), address: '/home' })).toEqual({ type: 'wait' });
  });

  it.each([3, 5])('sends roleType %i from main pages to its first lite page', (roleType) => {
    const decision = decideGuard({ ...base, user: { roleType, allows: allows() }, route: route('/home'), address: '/home' });
    expect(decision.type).toBe('redirect');
    expect(decision.type === 'redirect' && decision.to.startsWith('/lite/')).toBe(true);
  });

  it('opens /lite on the first lite page the user may see', () => {
    // A front desk that may only sign candidates in: 面试安排 comes first anyway; without it, the next permitted one.
    const onlyDemands = allows([230006]);
    const decision = decideGuard({ ...base, user: { roleType: 3, allows: onlyDemands }, route: route('/lite'), address: '/lite' });
    expect(decision).toEqual({ type: 'redirect', to: '/lite/recruit/demand' });
  });

  it('sends a lite role with no lite page at all to /out/limit', () => {
    const decision = decideGuard({ ...base, user: { roleType: 5, allows: allows([]) }, route: route('/home'), address: '/home' });
    expect(decision).toEqual({ type: 'redirect', to: '/out/limit' });
  });

  it('opens /lite on the first menu page with work waiting, after the counts arrive', () => {
    const user = { roleType: 3, allows: allows() };
    const lite = { ...base, user, route: route('/lite'), address: '/lite' };
    expect(decideGuard({ ...lite, work: 'loading' })).toEqual({ type: 'wait' });
    // 8 resumes to screen beat an empty 面试安排, which comes first in the menu.
    const work = new Map([
      ['lite.interviewplan', 0],
      ['lite.cvscreen', 8],
      ['lite.approval', 2],
    ]);
    expect(decideGuard({ ...lite, work })).toEqual({ type: 'redirect', to: '/lite/cvscreen' });
    // A main page sends him there too; a lite page he opened himself stays open.
    expect(decideGuard({ ...base, user, route: route('/home'), address: '/home', work })).toEqual({ type: 'redirect', to: '/lite/cvscreen' });
    expect(decideGuard({ ...base, user, route: route('/lite/job/list'), address: '/lite/job/list', work: 'loading' })).toEqual({ type: 'allow' });
    // Nothing waiting (or the counts failed): his first menu page.
    expect(decideGuard({ ...lite, work: new Map() })).toEqual({ type: 'redirect', to: '/lite/interviewplan' });
    // Work on a page he may not open does not count.
    const noScreening = { roleType: 3, allows: allows(everything.filter((code) => code !== 250040)) };
    expect(decideGuard({ ...lite, user: noScreening, work: new Map([['lite.cvscreen', 8]]) })).toEqual({ type: 'redirect', to: '/lite/interviewplan' });
  });

  it('lets roleType 3 into its lite pages', () => {
    const decision = decideGuard({ ...base, user: { roleType: 3, allows: allows() }, route: route('/lite/cvscreen'), address: '/lite/cvscreen' });
    expect(decision).toEqual({ type: 'allow' });
  });

  it.each([1, 2, 4])('sends roleType %i hitting /lite pages home', (roleType) => {
    const decision = decideGuard({ ...base, user: { roleType, allows: allows() }, route: route('/lite/interviewplan'), address: '/lite/interviewplan' });
    expect(decision).toEqual({ type: 'redirect', to: '/home' });
  });

  it('sends a page without the permission to /out/limit', () => {
    const decision = decideGuard({ ...base, user: { roleType: 2, allows: allows([210001]) }, route: route('/job/list'), address: '/job/list' });
    expect(decision).toEqual({ type: 'redirect', to: '/out/limit' });
  });

  it('offers to switch to campus mode on a campus-only page instead of switching silently, else /out/limit', () => {
    const placard = route('/resume/website/placard');
    const user = { roleType: 2, allows: allows([...everything, 310001, 310002, 310003, 310004, 310005, 310006]) };
    expect(decideGuard({ ...base, user, route: placard, address: '/resume/website/placard' })).toEqual({ type: 'otherSys', sys: 2 });
    expect(decideGuard({ ...base, user: { roleType: 2, allows: allows([...everything, 390004]) }, route: placard, address: '/resume/website/placard?sys=2', sysType: 2 })).toEqual({ type: 'allow' });
    expect(decideGuard({ ...base, user, route: placard, address: '/resume/website/placard', routeSysOpen: false })).toEqual({ type: 'redirect', to: '/out/limit' });
  });
});
