import { describe, expect, it } from 'vitest';
import { applyFormSettingsInputSchema, DEFAULT_APPLY_FORM, portalApplySchema, portalOptionsSchema, portalSiteSchema } from './portal';

const person = { name: '林晓雨', mobile: '13800138000', consent: true };

describe('portalApplySchema', () => {
  it('takes the talent pool’s resume fields as JSON or form text, with the consent', () => {
    const parsed = portalApplySchema.parse({ ...person, consent: 'on', gender: '女', workYears: '3', email: 'lin@example.com', educations: '[{"graduationSchool":"同济大学"}]' });
    expect(parsed).toMatchObject({ name: '林晓雨', gender: 0, workYears: 3, consent: true, educations: [{ graduationSchool: '同济大学' }] });
  });

  it('refuses a missing or false consent with a message naming the privacy agreement', () => {
    for (const consent of [undefined, false, 'false', '']) {
      const result = portalApplySchema.safeParse({ ...person, consent });
      expect(result.success).toBe(false);
      expect(result.error!.issues[0]!.message).toContain('隐私协议');
    }
  });

  it('checks the mobile and e-mail with the shared contact rules', () => {
    expect(portalApplySchema.safeParse({ ...person, mobile: '1380013800' }).error!.issues[0]!.message).toBe('手机号格式不正确');
    expect(portalApplySchema.safeParse({ ...person, email: 'lin@' }).error!.issues[0]!.message).toBe('邮箱格式不正确');
    expect(portalApplySchema.safeParse({ ...person, name: ' ' }).error!.issues[0]!.message).toBe('请输入姓名');
  });

  it('drops what only HR sets (channel, owner)', () => {
    const parsed = portalApplySchema.parse({ ...person, channel: 1, ownerAccountId: 5 });
    expect(parsed).not.toHaveProperty('channel');
    expect(parsed).not.toHaveProperty('ownerAccountId');
  });
});

describe('settings schemas', () => {
  it('accepts the default form and refuses a too short consent', () => {
    expect(applyFormSettingsInputSchema.safeParse(DEFAULT_APPLY_FORM).success).toBe(true);
    expect(applyFormSettingsInputSchema.safeParse({ ...DEFAULT_APPLY_FORM, consentText: '同意' }).error!.issues[0]!.message).toContain('至少10个字');
  });

  it('takes colours as #RRGGBB and pictures from http(s) or the portal’s own images', () => {
    const site = { bannerTitle: '加入我们', primaryColor: '#0f766e', logoUrl: '/api/portal/demo/images/1', bannerImageUrl: 'https://cdn.example.com/b.png' };
    expect(portalSiteSchema.safeParse(site).success).toBe(true);
    expect(portalSiteSchema.safeParse({ ...site, primaryColor: 'teal' }).success).toBe(false);
    expect(portalSiteSchema.safeParse({ ...site, logoUrl: 'javascript:alert(1)' }).success).toBe(false);
  });

  it('reads the on/off switch from form text', () => {
    expect(portalOptionsSchema.parse({ enabled: 'false', jobScope: 'all' })).toMatchObject({ enabled: false, jobIds: [], seoTitle: '' });
  });
});
