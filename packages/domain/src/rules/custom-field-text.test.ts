import { describe, expect, it } from 'vitest';
import type { CustomFieldType } from '../codes';
import { customValueParts, customValueText, type CustomValueDef, type CustomValueNames } from './custom-field-text';

const def = (type: CustomFieldType, patch: Partial<CustomValueDef> = {}): CustomValueDef => ({ type, options: [], dictionary: null, ...patch });
const OPTIONS = [
  { key: 'a1', label: '英语' },
  { key: 'b2', label: '日语' },
];
const names: CustomValueNames = {
  accountName: (id) => ({ 7: '陈思琪' })[id],
  fileName: (id) => ({ 31: '作品集.pdf' })[id],
  dictionaryName: (list, code) => (list === 'degrees' ? ({ '4': '硕士' } as Record<string, string>)[code] : undefined),
};

describe('customValueText', () => {
  it('reads empty values as null and plain text as it is', () => {
    for (const v of [null, undefined, '', '  ', [], { cityCode: null, detail: null }]) expect(customValueText(def('shortText'), v)).toBeNull();
    expect(customValueText(def('longText'), '第一段\n第二段')).toBe('第一段\n第二段');
    expect(customValueText(def('period'), '2012.09-至今')).toBe('2012.09-至今');
  });

  it('reads yes/no, option keys as their labels and dictionary codes as their names', () => {
    expect(customValueText(def('yesNo'), true)).toBe('是');
    expect(customValueText(def('yesNo'), false)).toBe('否');
    expect(customValueText(def('singleChoice', { options: OPTIONS }), 'b2')).toBe('日语');
    expect(customValueText(def('multiChoice', { options: OPTIONS }), ['a1', 'b2'])).toBe('英语、日语');
    // An option deleted meanwhile still shows what is stored.
    expect(customValueText(def('multiChoice', { options: OPTIONS }), ['a1', 'zz'])).toBe('英语、zz');
    expect(customValueText(def('dictionary', { dictionary: 'degrees' }), '4', names)).toBe('硕士');
    expect(customValueText(def('dictionary', { dictionary: 'degrees' }), '99', names)).toBe('99');
  });

  it('reads dates by their precision in Chinese, zero-padded', () => {
    expect(customValueText(def('date'), '2026')).toBe('2026年');
    expect(customValueText(def('date'), '2026-03')).toBe('2026年03月');
    expect(customValueText(def('date'), '2026-12-08')).toBe('2026年12月08日');
  });

  it('reads addresses, colleagues and files by name, unknown ids by number', () => {
    expect(customValueText(def('address'), { cityCode: '330100', cityName: '杭州市', detail: '文三路90号' })).toBe('杭州市 文三路90号');
    expect(customValueText(def('address'), { cityCode: null, cityName: null, detail: '文三路90号' })).toBe('文三路90号');
    expect(customValueText(def('teamMember'), [7, 9], names)).toBe('陈思琪、账号#9');
    expect(customValueText(def('attachment'), [31, 32], names)).toBe('作品集.pdf、附件#32');
    expect(customValueParts(def('attachment'), [31, 32], names)).toEqual(['作品集.pdf', '附件#32']);
  });
});
