import { describe, expect, it } from 'vitest';
import { resumeFieldCreateSchema, resumeFieldUpdateSchema, systemNameClash } from '../api/resume-fields';
import { checkCustomFieldValue, isEmptyCustomValue, type CustomFieldDef, type CustomFieldRefs } from './custom-field-value';

const def = (patch: Partial<CustomFieldDef>): CustomFieldDef => ({ name: '字段', type: 'shortText', options: [], datePrecision: null, dictionary: null, ...patch });
const value = (d: Partial<CustomFieldDef>, v: unknown, refs?: CustomFieldRefs) => checkCustomFieldValue(def(d), v, refs);
const message = (d: Partial<CustomFieldDef>, v: unknown, refs?: CustomFieldRefs) => {
  const r = checkCustomFieldValue(def(d), v, refs);
  if (r.ok) throw new Error(`expected a refusal, got ${JSON.stringify(r.value)}`);
  return r.message;
};

const DICT: Record<string, Record<string, string>> = { degrees: { '3': '本科', '4': '硕士' }, locations: { '330100': '杭州市', '110100': '北京市' } };
const refs: CustomFieldRefs = { dictionaryName: (list, code) => DICT[list]?.[code], accountIds: new Set([7, 8]), fileIds: new Set([31]) };

describe('checkCustomFieldValue', () => {
  it('treats null, blank text, empty lists and empty addresses as not filled in', () => {
    for (const v of [null, undefined, '', '   ', [], { cityCode: null, detail: ' ' }]) {
      expect(isEmptyCustomValue(v)).toBe(true);
      expect(value({ type: 'longText' }, v)).toEqual({ ok: true, value: null });
    }
    expect(isEmptyCustomValue(false)).toBe(false);
  });

  it('short text: trimmed, one line, at most 100 with a Chinese character counting 2', () => {
    expect(value({}, '  党员 ')).toEqual({ ok: true, value: '党员' });
    expect(value({}, '第一行\n第二行')).toEqual({ ok: true, value: '第一行 第二行' });
    expect(value({}, '汉'.repeat(50))).toMatchObject({ ok: true });
    expect(message({}, '汉'.repeat(51))).toBe('最多100个字符（一个汉字算2个）');
    expect(value({}, 'a'.repeat(100))).toMatchObject({ ok: true });
    expect(message({}, { text: 1 })).toBe('请输入文字');
  });

  it('long text: keeps line breaks, at most 2000', () => {
    expect(value({ type: 'longText' }, '第一段\n第二段')).toEqual({ ok: true, value: '第一段\n第二段' });
    expect(value({ type: 'longText' }, '字'.repeat(1000))).toMatchObject({ ok: true });
    expect(message({ type: 'longText' }, '字'.repeat(1001))).toBe('最多2000个字符（一个汉字算2个）');
  });

  it('yes/no: a boolean, also from form words', () => {
    expect(value({ type: 'yesNo' }, true)).toEqual({ ok: true, value: true });
    expect(value({ type: 'yesNo' }, false)).toEqual({ ok: true, value: false });
    expect(value({ type: 'yesNo' }, '是')).toEqual({ ok: true, value: true });
    expect(value({ type: 'yesNo' }, 'false')).toEqual({ ok: true, value: false });
    expect(message({ type: 'yesNo' }, '也许')).toBe('请选择是或否');
  });

  const options = [
    { key: 'a1', label: '全日制' },
    { key: 'b2', label: '非全日制' },
    { key: 'c3', label: '在职' },
  ];

  it('single choice: one option key; a label is read as its option', () => {
    expect(value({ type: 'singleChoice', options }, 'b2')).toEqual({ ok: true, value: 'b2' });
    expect(value({ type: 'singleChoice', options }, '全日制')).toEqual({ ok: true, value: 'a1' });
    expect(message({ type: 'singleChoice', options }, '函授')).toBe('「函授」不是可选的选项');
    expect(message({ type: 'singleChoice', options }, ['a1', 'b2'])).toBe('只能选择一项');
  });

  it('multi choice: option keys without repeats, in the options’ order', () => {
    expect(value({ type: 'multiChoice', options }, ['c3', 'a1', 'c3'])).toEqual({ ok: true, value: ['a1', 'c3'] });
    expect(value({ type: 'multiChoice', options }, '在职')).toEqual({ ok: true, value: ['c3'] });
    expect(message({ type: 'multiChoice', options }, ['a1', 'zz'])).toBe('「zz」不是可选的选项');
  });

  it('date: the format of its precision and a real calendar date', () => {
    expect(value({ type: 'date', datePrecision: 'year' }, '2024')).toEqual({ ok: true, value: '2024' });
    expect(value({ type: 'date', datePrecision: 'year' }, 2024)).toEqual({ ok: true, value: '2024' });
    expect(message({ type: 'date', datePrecision: 'year' }, '2024-05')).toBe('日期格式应为YYYY');
    expect(value({ type: 'date', datePrecision: 'month' }, '2024-05')).toEqual({ ok: true, value: '2024-05' });
    expect(message({ type: 'date', datePrecision: 'month' }, '2024-13')).toBe('日期格式应为YYYY-MM，且须是有效的日期');
    expect(message({ type: 'date', datePrecision: 'month' }, '2024.05')).toBe('日期格式应为YYYY-MM');
    expect(value({ type: 'date', datePrecision: 'day' }, '2024-02-29')).toEqual({ ok: true, value: '2024-02-29' });
    expect(message({ type: 'date', datePrecision: 'day' }, '2023-02-29')).toBe('日期格式应为YYYY-MM-DD，且须是有效的日期');
    expect(message({ type: 'date', datePrecision: 'day' }, '1800-01-01')).toBe('日期格式应为YYYY-MM-DD，且须是有效的日期');
  });

  it('period: YYYY.MM-YYYY.MM or YYYY.MM-至今, written the resume way', () => {
    expect(value({ type: 'period' }, '2019.07-2021.06')).toEqual({ ok: true, value: '2019.07-2021.06' });
    expect(value({ type: 'period' }, '2019.7-至今')).toEqual({ ok: true, value: '2019.07-至今' });
    expect(message({ type: 'period' }, '2021.06-2019.07')).toBe('时间段格式应为YYYY.MM-YYYY.MM或YYYY.MM-至今，结束不能早于开始');
    expect(message({ type: 'period' }, '去年')).toMatch(/^时间段格式应为/);
  });

  it('address: a city of the locations list (its name from the list) and a detail', () => {
    expect(value({ type: 'address' }, { cityCode: '330100', cityName: '随便', detail: ' 西湖区文三路90号 ' }, refs)).toEqual({
      ok: true,
      value: { cityCode: '330100', cityName: '杭州市', detail: '西湖区文三路90号' },
    });
    expect(value({ type: 'address' }, { detail: '海淀区中关村大街1号' }, refs)).toEqual({ ok: true, value: { cityCode: null, cityName: null, detail: '海淀区中关村大街1号' } });
    expect(message({ type: 'address' }, { cityCode: '999999' }, refs)).toBe('请选择列表中的省份/城市');
    expect(message({ type: 'address' }, { cityCode: '330100', detail: '路'.repeat(51) }, refs)).toBe('详细地址最多100个字符（一个汉字算2个）');
    expect(message({ type: 'address' }, '杭州')).toBe('地址格式不正确');
    // Without the list (a form before the list loaded) the name is kept as sent.
    expect(value({ type: 'address' }, { cityCode: '330100', cityName: '杭州市' })).toMatchObject({ ok: true, value: { cityName: '杭州市' } });
  });

  it('dictionary: a code of the chosen list', () => {
    expect(value({ type: 'dictionary', dictionary: 'degrees' }, '3', refs)).toEqual({ ok: true, value: '3' });
    expect(value({ type: 'dictionary', dictionary: 'degrees' }, 4, refs)).toEqual({ ok: true, value: '4' });
    expect(message({ type: 'dictionary', dictionary: 'degrees' }, '99', refs)).toBe('请选择「学历」中的一项');
    expect(message({ type: 'dictionary', dictionary: 'degrees' }, ['3'], refs)).toBe('请选择一项');
  });

  it('team member: active account ids of the company, without repeats', () => {
    expect(value({ type: 'teamMember' }, [8, 7, 8], refs)).toEqual({ ok: true, value: [8, 7] });
    expect(value({ type: 'teamMember' }, 7, refs)).toEqual({ ok: true, value: [7] });
    expect(message({ type: 'teamMember' }, [7, 9], refs)).toBe('所选同事不存在或已停用');
    expect(message({ type: 'teamMember' }, ['张三'], refs)).toBe('团队成员格式不正确');
    expect(message({ type: 'teamMember' }, Array.from({ length: 21 }, (_, i) => i + 1))).toBe('团队成员最多20个');
  });

  it('attachment: ids of the resume’s own files', () => {
    expect(value({ type: 'attachment' }, [31], refs)).toEqual({ ok: true, value: [31] });
    expect(message({ type: 'attachment' }, [32], refs)).toBe('所选附件不属于这份简历');
    expect(message({ type: 'attachment' }, [-1])).toBe('附件格式不正确');
  });
});

describe('field definitions', () => {
  it('needs options for choice types, a precision for dates and a list for dictionaries', () => {
    const issues = (body: unknown) => (resumeFieldCreateSchema.safeParse(body).error?.issues ?? []).map((i) => `${i.path.join('.')} ${i.message}`);
    expect(issues({ name: '政治面貌', type: 'singleChoice', options: [] })).toEqual(['options 请至少添加1个选项']);
    expect(issues({ name: '到岗日期', type: 'date' })).toEqual(['datePrecision 请选择日期精度']);
    expect(issues({ name: '第二学历', type: 'dictionary' })).toEqual(['dictionary 请选择数据字典']);
    expect(issues({ name: '特长', type: 'color' })).toEqual(['type 请选择字段类型']);
    expect(issues({ name: '这是一个名字特别特别长的简历自定义字段名称', type: 'shortText' })).toEqual(['name 字段名称最多20个字符']);
    expect(issues({ name: '语言', type: 'multiChoice', options: [{ label: '英语' }, { label: '英语' }] })).toEqual(['options.1.label 选项「英语」重复了']);
    expect(issues({ name: '语言', type: 'multiChoice', options: [{ label: '英'.repeat(31) }] })).toEqual(['options.0.label 每个选项最多30个字符']);
    expect(issues({ name: '语言', type: 'multiChoice', options: Array.from({ length: 51 }, (_, i) => ({ label: `语言${i}` })) })).toEqual(['options 选项最多50个']);
    expect(issues({ name: '备注', type: 'shortText', key: '1abc' })).toEqual(['key 字段标识须以字母开头，只含字母、数字和下划线，最多32个字符']);
    expect(resumeFieldCreateSchema.parse({ name: ' 政治面貌 ', type: 'shortText', required: 'true' })).toMatchObject({ name: '政治面貌', required: true, enabled: true });
  });

  it('reads an edit and refuses the names of system fields', () => {
    expect(resumeFieldUpdateSchema.parse({ name: '期望到岗', enabled: 'false', placeholder: '' })).toEqual({ name: '期望到岗', enabled: false, placeholder: undefined });
    expect(systemNameClash('手机号')).toBe('手机号');
    expect(systemNameClash('工作经历')).toBe('工作经历');
    expect(systemNameClash('政治面貌')).toBeUndefined();
  });
});
