import { describe, expect, it } from 'vitest';
import { missingOnboardingItems, onboardingFormDraftSchema, type OnboardingFormValues } from './onboarding-form';

const complete: OnboardingFormValues = {
  name: '韩梅梅',
  joinConfirmed: true,
  idNumber: '4403**********1234',
  bankCard: '6212***********2455',
  bankName: '招商银行',
  emergencyName: '韩建国',
  emergencyRelation: '父亲',
  emergencyPhone: '13800138000',
  address: '深圳市南山区',
};

describe('missingOnboardingItems', () => {
  it('is empty for a complete form with both sides of the identity card', () => {
    expect(missingOnboardingItems(complete, [{ kind: 'idFront' }, { kind: 'idBack' }])).toEqual([]);
  });
  it('names every missing value and document in the form’s order', () => {
    expect(missingOnboardingItems({ ...complete, joinConfirmed: false, bankCard: null, address: null }, [{ kind: 'idBack' }])).toEqual(['确认入职日期', '银行卡号', '现住址', '身份证人像面']);
  });
});

describe('onboardingFormDraftSchema', () => {
  it('normalizes the numbers and refuses bad ones in Chinese', () => {
    expect(onboardingFormDraftSchema.parse({ idNumber: '11010519491231002x', bankCard: '4111-1111-1111-1111' })).toMatchObject({ idNumber: '11010519491231002X', bankCard: '4111111111111111' });
    const bad = onboardingFormDraftSchema.safeParse({ idNumber: '110105194912310021', emergencyPhone: '12345' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['idNumber', '身份证号格式不正确，请输入18位身份证号'],
      ['emergencyPhone', '手机号格式不正确'],
    ]);
  });
  it('reads an emptied text as clearing it and an absent one as keeping it', () => {
    expect(onboardingFormDraftSchema.parse({ address: '  ', bankName: undefined })).toEqual({ address: null });
  });
});
