import { describe, expect, it } from 'vitest';
import { maskContactsInText } from './contact-mask';

describe('maskContactsInText', () => {
  it.each([
    ['手机：13800138000', '手机：138****8000'],
    ['电话 +86 138-0013-8000，欢迎联系', '电话 138****8000，欢迎联系'],
    ['tel:8613800138000', 'tel:138****8000'],
    ['１３８００１３８０００', '１３８****８０００'],
    ['邮箱 zhang.san@example.com.cn 或 li@qq.com', '邮箱 z***@example.com.cn 或 l***@qq.com'],
  ])('%s', (text, masked) => expect(maskContactsInText(text)).toBe(masked));

  it('leaves other numbers alone: dates, amounts, longer ids', () => {
    const text = '2018.03-至今 负责订单系统，日均 12000000 单，工号 123456789012，年薪 300000';
    expect(maskContactsInText(text)).toBe(text);
  });
});
