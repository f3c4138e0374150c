import { describe, expect, it } from 'vitest';
import { maskContactsInText, restoreMaskedContacts } from './contact-mask';

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

describe('restoreMaskedContacts', () => {
  const original = '负责华东区销售。推荐人王经理：+86 139-1234-5678，邮箱 wang.jl@example.com';

  it('gives back the original of an unchanged masked text', () => {
    expect(restoreMaskedContacts(maskContactsInText(original), [original])).toBe(original);
    const inAddress = '简历请发 13812345678@163.com';
    expect(restoreMaskedContacts(maskContactsInText(inAddress), ['其他', inAddress])).toBe(inAddress);
  });

  it('puts the hidden number and address back into an edited text', () => {
    const edited = maskContactsInText(original).replace('华东区', '华东与华南区');
    expect(edited).toContain('139****5678');
    expect(restoreMaskedContacts(edited, [original])).toBe('负责华东与华南区销售。推荐人王经理：+86 139-1234-5678，邮箱 wang.jl@example.com');
  });

  it('leaves text without masks, and masks it cannot place, as they are', () => {
    expect(restoreMaskedContacts('新写的描述', [original])).toBe('新写的描述');
    expect(restoreMaskedContacts('联系 150****0000', [original])).toBe('联系 150****0000');
  });
});
