import { describe, expect, it } from 'vitest';
import { checkTemplate, renderTemplate } from '../messaging/template';
import { templatePlaceholderNames } from '../codes/notify';
import {
  chineseDate,
  DEFAULT_OFFER_LETTER_TEMPLATE,
  OFFER_LETTER_LIMITS,
  offerLetterPlaceholderInfos,
  offerLetterPlaceholders,
  offerLetterPreviewQuerySchema,
  offerLetterSampleValues,
  offerLetterTemplateSaveSchema,
  offerLetterValuesOfQuery,
} from './offer-letter';

const messages = (input: unknown) => {
  const parsed = offerLetterTemplateSaveSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('offer letter templates', () => {
  it('offer the spec placeholders 1 to 29 with their tokens, in id order', () => {
    expect(offerLetterPlaceholders).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    expect(offerLetterPlaceholderInfos[0]).toEqual({ id: 1, label: '候选人姓名', token: '${personName}' });
    expect(offerLetterPlaceholderInfos.map((p) => p.token)).toContain('${offerCreateTime}');
    expect(offerLetterPlaceholderInfos.map((p) => p.token)).toContain('${positiveSalary}');
  });

  it('start with a default letter in Chinese that uses only known placeholders', () => {
    expect(checkTemplate(DEFAULT_OFFER_LETTER_TEMPLATE.content, offerLetterPlaceholders)).toBeUndefined();
    expect(messages({ ...DEFAULT_OFFER_LETTER_TEMPLATE, isDefault: true })).toEqual([]);
    const text = renderTemplate(DEFAULT_OFFER_LETTER_TEMPLATE.content, offerLetterSampleValues('示例科技有限公司'), { html: true });
    expect(text).toContain('尊敬的张三：');
    expect(text).toContain('示例科技有限公司');
    expect(text).not.toContain('${');
  });

  it('refuse empty, too long and unknown-token texts in Chinese', () => {
    expect(messages({ name: ' ', content: '<p>x</p>' })).toEqual(['请输入模板名称']);
    expect(messages({ name: '名'.repeat(21), content: '<p>x</p>' })).toEqual([`模板名称最多${OFFER_LETTER_LIMITS.name}个字符（一个汉字算2个）`]);
    expect(messages({ name: 'a'.repeat(40), content: '<p>x</p>' })).toEqual([]);
    expect(messages({ name: '标准', content: '' })).toEqual(['请输入Offer函内容']);
    expect(messages({ name: '标准', content: '字'.repeat(10001) })).toEqual([`Offer函内容最多${OFFER_LETTER_LIMITS.content}个字符（一个汉字算2个）`]);
    expect(messages({ name: '标准', content: '<p>${salary}与${候选人姓名}</p>' })).toEqual([
      'Offer函内容中「${salary}」不是可用的占位符；「${候选人姓名}」不是可用的占位符，请使用「${personName}」',
    ]);
    expect(messages({ name: '标准', content: '<p>${personName</p>' })).toEqual(['Offer函内容中「${personName」缺少结尾的“}”']);
    // The product's own placeholders (reset links and the like) are not letter placeholders.
    expect(messages({ name: '标准', content: '<p>${actionUrl}</p>' })).toHaveLength(1);
  });

  it('read preview values by token name and write dates in Chinese', () => {
    const query = offerLetterPreviewQuerySchema.parse({ personName: '王五', entryDate: '', foo: 'x' });
    expect(offerLetterValuesOfQuery(query)).toEqual({ 1: '王五', 7: '' });
    expect(Object.keys(offerLetterPreviewQuerySchema.shape)).toEqual(offerLetterPlaceholders.map((id) => templatePlaceholderNames[id as 1]));
    expect(offerLetterPreviewQuerySchema.safeParse({ personName: 'x'.repeat(501) }).success).toBe(false);
    expect(chineseDate('2026-12-01')).toBe('2026年12月1日');
  });
});
