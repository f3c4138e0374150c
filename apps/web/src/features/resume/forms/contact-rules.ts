// A missing or malformed phone (and a malformed e-mail) does not stop a resume from being stored
// (spec section 5): the form warns, the server stores and flags it.
import type { FormRule } from 'antd';
import { isEmail, isMobile } from '@bole/domain';

export const PHONE_WARNING = '手机号格式不正确（应为1开头的11位数字），仍可保存，入库后标记为「手机号格式有误」';
export const PHONE_MISSING_HINT = '未填写手机号也可保存，入库后标记为「无手机号」';
export const EMAIL_WARNING = '邮箱格式看起来不正确，仍可保存';

export const phoneWarning: FormRule = {
  warningOnly: true,
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '' && !isMobile(text)) throw new Error(PHONE_WARNING);
  },
};

export const emailWarning: FormRule = {
  warningOnly: true,
  validator: async (_rule, value: unknown) => {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text !== '' && !isEmail(text)) throw new Error(EMAIL_WARNING);
  },
};
