// Offer字段: the standard fields with the contract ones fixed, a switch sending what the server
// expects and showing what it keeps in force, the custom fields beside the form's own, and the
// line that sends the reader to 角色权限 for who sees which field.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { OFFER_STANDARD_FIELDS, resolveOfferStandardSettings, type CustomField, type OfferFieldSettings, type OfferStandardField, type OfferStandardSetting } from '@bole/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStoreForTests } from '../../../lib/session';
import { adminInfo, mockApi, renderWithApp, type ApiCall } from '../../../test/app-harness';
import { OFFER_SETTINGS_PAGES } from '../index';
import { OfferFieldsPage } from './OfferFieldsPage';

const bonus: CustomField = {
  id: 5,
  key: 'fbonus',
  name: '签字费',
  type: 'shortText',
  required: true,
  options: [],
  datePrecision: null,
  dictionary: null,
  placeholder: null,
  help: '入职满3个月发放',
  enabled: true,
  sort: 1,
  createdAt: '2026-11-01T02:00:00.000Z',
  updatedAt: '2026-11-01T02:00:00.000Z',
};

let stored: Partial<Record<OfferStandardField, OfferStandardSetting>>;
let calls: ApiCall[];

/** The answer of the server for what is stored, as offer-fields/service.ts builds it. */
function answer(): OfferFieldSettings {
  const inForce = resolveOfferStandardSettings(stored);
  return {
    standard: OFFER_STANDARD_FIELDS.map((d) => ({ key: d.key, label: d.label, group: d.group, props: [...d.props], hint: d.hint, locked: d.locked, canRequire: d.canRequire, dependsOn: d.dependsOn, ...inForce[d.key] })),
    custom: [bonus],
    updatedAt: Object.keys(stored).length > 0 ? '2026-11-20T02:00:00.000Z' : null,
    updatedByName: Object.keys(stored).length > 0 ? '周文静' : null,
  };
}

function serve(codes = [380003]) {
  stored = {};
  calls = mockApi(
    {
      'GET /api/offer-fields': answer,
      'PUT /api/offer-fields/standard': ({ body }) => {
        for (const f of (body as { fields: { key: OfferStandardField; enabled: boolean; required: boolean }[] }).fields) stored[f.key] = { enabled: f.enabled, required: f.required };
        return answer();
      },
    },
    adminInfo(codes),
  );
}

const show = () =>
  renderWithApp(
    <MemoryRouter>
      <OfferFieldsPage title="Offer字段" />
    </MemoryRouter>,
  );
const switchOf = (name: string) => screen.getByRole('switch', { name });
const puts = () => calls.filter((c) => c.method === 'PUT').map((c) => c.body);

beforeEach(() => resetSessionStoreForTests());
afterEach(() => {
  Modal.destroyAll();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('Offer字段', { timeout: 30_000 }, () => {
  it('is the page of /user/manage/offerfield', () => {
    expect(OFFER_SETTINGS_PAGES['user.manage.offerfield']).toBeTruthy();
  });

  it('shows the standard fields by group with the contract ones fixed on, the custom fields, and where roles are set', async () => {
    serve();
    show();
    const offer = await screen.findByRole('table', { name: 'Offer信息' });
    await within(offer).findByText('入职时间');
    expect(within(offer).getAllByText('固定')).toHaveLength(6);
    for (const label of ['入职时间', '入职部门', '试用期', '试用期薪资', '转正薪资', '税前/税后']) {
      expect(switchOf(`启用「${label}」`)).toHaveProperty('disabled', true);
      expect(switchOf(`启用「${label}」`).getAttribute('aria-checked')).toBe('true');
      expect(switchOf(`「${label}」必填`)).toHaveProperty('disabled', true);
    }
    expect(switchOf('启用「职级」')).toHaveProperty('disabled', false);
    const email = screen.getByRole('table', { name: 'Offer邮件' });
    expect(within(email).getByText('发送Offer邮件')).toBeTruthy();
    expect(within(email).getByLabelText('「抄送」不区分必填')).toBeTruthy();
    expect(screen.getByRole('link', { name: '角色权限' }).getAttribute('href')).toBe('/user/manage/role');
    expect(screen.getByText(/社招 100002-100009，校招 110002-110009/)).toBeTruthy();
    const custom = screen.getByRole('table', { name: '自定义字段' });
    expect(within(custom).getByText('签字费')).toBeTruthy();
    const system = screen.getByRole('complementary', { name: '系统字段' });
    expect(within(system).getByRole('region', { name: 'Offer邮件' }).textContent).toContain('Offer函模板');
  });

  it('saves a switch at once and shows what the server keeps: 抄送 and 附件 go off with the offer e-mail', async () => {
    serve();
    show();
    await screen.findByRole('switch', { name: '启用「职级」' });
    fireEvent.click(switchOf('「职级」必填'));
    await waitFor(() => expect(puts()).toEqual([{ fields: [{ key: 'jobRankId', enabled: true, required: true }] }]));
    await waitFor(() => expect(switchOf('「职级」必填').getAttribute('aria-checked')).toBe('true'));

    fireEvent.click(switchOf('启用「发送Offer邮件」'));
    await waitFor(() => expect(puts()[1]).toEqual({ fields: [{ key: 'offerEmail', enabled: false, required: false }] }));
    await waitFor(() => expect(switchOf('启用「抄送」').getAttribute('aria-checked')).toBe('false'));
    expect(switchOf('启用「抄送」')).toHaveProperty('disabled', true);
    expect(screen.getAllByText('需先启用「发送Offer邮件」')).toHaveLength(2);
    expect(screen.getByText(/周文静于.*修改/)).toBeTruthy();

    // Switching 关联招聘需求 off clears its 必填 too.
    fireEvent.click(switchOf('启用「关联招聘需求」'));
    await waitFor(() => expect(puts()[2]).toEqual({ fields: [{ key: 'demandIds', enabled: false, required: false }] }));
    await waitFor(() => expect(switchOf('「关联招聘需求」必填')).toHaveProperty('disabled', true));
  });

  it('shows the settings without switches to change them for a reader without 380003', async () => {
    serve([250011]);
    show();
    await screen.findByRole('switch', { name: '启用「职级」' });
    expect(switchOf('启用「职级」')).toHaveProperty('disabled', true);
    expect(switchOf('「职级」必填')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: /新增字段/ })).toBeNull();
  });
});
