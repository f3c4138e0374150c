// Reference lists a 数据字典 custom field can draw its values from (the basedata list names of
// GET /api/basedata/{list}), and what each custom field type holds, for the settings page.
import type { CustomFieldType } from './resume';

/** Basedata lists offered to 数据字典 fields; the value is the list's URL name. */
export const FieldDictionary = {
  Degrees: 'degrees',
  Locations: 'locations',
  Industrys: 'industrys',
  SeniorFunction: 'seniorFunction',
  Language: 'language',
  University: 'university',
  Country: 'country',
  Nuture: 'nuture',
  Scale: 'scale',
} as const;
export type FieldDictionary = (typeof FieldDictionary)[keyof typeof FieldDictionary];
export const fieldDictionaryLabels: Record<FieldDictionary, string> = {
  degrees: '学历',
  locations: '省份/城市',
  industrys: '行业',
  seniorFunction: '职能',
  language: '语种',
  university: '院校',
  country: '国家/地区',
  nuture: '企业性质',
  scale: '公司规模',
};

/** One line per type telling an administrator what a field of it holds. */
export const customFieldTypeHints: Record<CustomFieldType, string> = {
  longText: '多行文字，最多2000个字符（一个汉字算2个）',
  shortText: '一行文字，最多100个字符（一个汉字算2个）',
  yesNo: '是或否',
  singleChoice: '从选项中选一项',
  multiChoice: '从选项中选多项',
  attachment: '简历的附件文件，保存简历后上传',
  date: '年、年-月或年-月-日',
  address: '城市加详细地址',
  period: '开始年月到结束年月，或至今',
  dictionary: '从系统数据字典中选一项，如学历、城市、行业',
  teamMember: '选择公司的在职同事',
};

/** Value limits of custom fields, text counted with a Chinese character as 2 (spec section 5 text length). */
export const LONG_TEXT_MAX = 2000;
export const SHORT_TEXT_MAX = 100;
export const ADDRESS_DETAIL_MAX = 100;
export const TEAM_MEMBERS_MAX = 20;
export const FIELD_ATTACHMENTS_MAX = 10;
