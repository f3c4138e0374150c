import { describe, expect, it } from 'vitest';
import { dayjs } from '../../../lib/time';
import { demandDetail } from '../test-utils';
import { demandBody, demandValues, formFieldOf } from './form-values';

describe('demand form values', () => {
  it('reads a stored demand, the arrival date as a date', () => {
    const values = demandValues(demandDetail());
    expect(values).toMatchObject({ name: '高级前端开发工程师', orgId: 3, headcount: 3, minSalary: 20000, workPlace: '上海市浦东新区' });
    expect(values.arrivalDate?.format('YYYY-MM-DD')).toBe('2026-12-31');
  });

  it('leaves blank fields out of a new demand and clears them on an edit', () => {
    const values = { name: ' 测试工程师 ', orgId: 3, headcount: 2, reason: 1, workPlace: '  ', arrivalDate: dayjs('2027-01-15') };
    expect(demandBody(values, { edit: false, customFields: {} })).toEqual({ name: '测试工程师', orgId: 3, headcount: 2, reason: 1, arrivalDate: '2027-01-15' });
    expect(demandBody({ ...values, arrivalDate: null }, { edit: true, customFields: { team: null } })).toMatchObject({ workPlace: null, arrivalDate: null, ownerId: null, customFields: { team: null } });
  });

  it('puts server errors on the custom field they name', () => {
    expect(formFieldOf(['customFields', 'budget'])).toEqual(['customFields', 'budget']);
    expect(formFieldOf(['maxSalary'])).toEqual(['maxSalary']);
  });
});
