// The company's Offer字段 (/user/manage/offerfield) on offers: a required custom field must be
// filled and its value is kept on the offer; 启用/必填 of the standard fields are enforced on
// create and edit (a required 职级, a switched-off 抄送).
import type { CustomField, OfferDetail } from '@bole/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOffer, expectFailure, expectInvalid, getOffer, inOfferStage, offerBody, okData, post, rootOrg, storedOffer, world, type World } from './fixtures';

let w: World;
let org: number;
let bonus: CustomField;

beforeAll(async () => {
  w = await world();
  org = await rootOrg(w.ctx, w.a.companyId);
  bonus = okData<CustomField>(await post(w, w.a, '/api/offer-fields', { name: '签字费', type: 'shortText', required: true }));
});

describe('custom offer fields', () => {
  it('refuses an offer without a required custom field and keeps the value sent', async () => {
    const appId = await inOfferStage(w, '林晓峰');
    expectFailure(await post(w, w.hr, '/api/offers', offerBody(appId, org)), 400);
    const id = await createOffer(w, w.hr, appId, org, { customFields: { [bonus.key]: '20000元，入职满3个月发放' } });
    expect((await getOffer(w, w.hr, id)).customFields).toEqual({ [bonus.key]: '20000元，入职满3个月发放' });
    okData(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { customFields: { [bonus.key]: '30000元' } } }));
    expect((await storedOffer(w.ctx, id)).customFields).toEqual({ [bonus.key]: '30000元' });
    expectFailure(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { customFields: { nope: '1' } } }), 400);
  });
});

describe('standard field switches', () => {
  it('enforces a required 职级 and a switched-off 抄送 on create and edit', async () => {
    const appId = await inOfferStage(w, '周文博');
    const id = await createOffer(w, w.hr, appId, org, { customFields: { [bonus.key]: '无' }, ccEmails: ['boss@example.com'] });
    okData(
      await w.api(w.a, {
        method: 'PUT',
        url: '/api/offer-fields/standard',
        payload: {
          fields: [
            { key: 'jobRankId', enabled: true, required: true },
            { key: 'ccEmails', enabled: false, required: false },
          ],
        },
      }),
    );
    const other = await inOfferStage(w, '何嘉怡');
    expect(expectInvalid(await post(w, w.hr, '/api/offers', offerBody(other, org, { customFields: { [bonus.key]: '无' } })), 'jobRankId')).toBe('请填写职级');
    // The stored offer now breaks both: an edit must bring it in line.
    expectInvalid(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { entryTime: '2026-12-20' } }), 'jobRankId');
    const level = okData<{ id: number }>(await post(w, w.a, '/api/job-levels', { name: 'P6' }));
    expectInvalid(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { jobRankId: level.id } }), 'ccEmails');
    const offer = okData<OfferDetail>(await w.api(w.hr, { method: 'PATCH', url: `/api/offers/${id}`, payload: { jobRankId: level.id, ccEmails: [] } }));
    expect(offer).toMatchObject({ jobRankId: level.id, jobRankName: 'P6', ccEmails: [] });
  });
});
