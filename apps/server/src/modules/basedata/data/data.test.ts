import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  BASEDATA_LIST_KEYS,
  BASEDATA_LISTS,
  BASEDATA_VERSION,
  COUNTRIES,
  DEGREE_SEARCH,
  DEGREES,
  EDUCATION,
  HOT_LOCATIONS,
  INDUSTRYS,
  INDUSTRYS_V2,
  LOCATIONS,
  MONTH_SALARY,
  SCALE,
  SENIOR_FUNCTIONS,
  UNIVERSITIES,
  WORK_YEARS,
  isBasedataListKey,
  type BasedataListKey,
} from './index';

const HAN = /\p{Script=Han}/u;
/** Names that are legitimately written without Chinese characters. */
const LATIN_NAMES: Partial<Record<BasedataListKey, string[]>> = {
  degrees: ['MBA'],
  seniorFunction: ['HRBP'],
};

const UNIVERSITIES_985 = [
  '北京大学', '清华大学', '中国人民大学', '北京航空航天大学', '北京理工大学', '北京师范大学', '中国农业大学',
  '中央民族大学', '南开大学', '天津大学', '大连理工大学', '东北大学', '吉林大学', '哈尔滨工业大学', '复旦大学',
  '上海交通大学', '同济大学', '华东师范大学', '南京大学', '东南大学', '浙江大学', '中国科学技术大学', '厦门大学',
  '山东大学', '中国海洋大学', '武汉大学', '华中科技大学', '湖南大学', '中南大学', '国防科技大学', '中山大学',
  '华南理工大学', '四川大学', '电子科技大学', '重庆大学', '西安交通大学', '西北工业大学', '西北农林科技大学', '兰州大学',
];

/**
 * Fingerprints of the published lists. A failing comparison means a data file changed: bump that
 * list's entry in BASEDATA_VERSION (clients only refetch lists whose version changed), then record
 * the new version and hash here.
 */
const PUBLISHED: Record<BasedataListKey, { version: string; sha256: string }> = {
  hotlocations: { version: '2026.11.1', sha256: '4ad549c047793c3698c0da7ebe3d22efdd106daa2d4ef29b106ccbdd6bef3a03' },
  locations: { version: '2026.11.1', sha256: 'a7bda43f4544ba9da43926a4ec783ff0d2d98193ea49b966d39ccd3205265890' },
  industrys: { version: '2026.11.1', sha256: 'bbbfbbc8d1800eab423136ef546dbb12e29ea3ba897b147175ed074e859f65ba' },
  industrysV2: { version: '2026.11.1', sha256: 'cc69a4b12bf32f701723d9be94ad1081018ce70bdb232635270cd0a1617e8792' },
  seniorFunction: { version: '2026.11.1', sha256: 'da6567e3d4403b9cbb63a75604417749f78b37f874b0beeb724859a4e8dfeeef' },
  nuture: { version: '2026.11.1', sha256: '1be7ce2186ed77dfffd9c85ed2d956bc130d35cbc594bc4cf4193bcb236497b3' },
  scale: { version: '2026.11.1', sha256: '860dc72ccc8200d2eb418ed429979ff012d58b833baceac0a4f3a5b9d3e82746' },
  language: { version: '2026.11.1', sha256: 'faf18691eeb925a4cddd479748baab4bff1bd97d73b76ecff6b878650a00350e' },
  monthSalary: { version: '2026.11.1', sha256: '6697474b2086d7965e2cb747bf93e2212cf7a498a929d21ddf0bc937b6dde381' },
  workYear: { version: '2026.11.1', sha256: '12d00e97dd62f79a3e9217382bcf0db7f2beb72f5c0a19f150d1833489eaf944' },
  positionBenefit: { version: '2026.11.1', sha256: 'dbcb7cb2b4635d10dbe224b1727b6147467686a761840eb30c8cb0afbe50d8e0' },
  education: { version: '2026.11.1', sha256: '5fbc2063ac7f44f0eeb5e3bdb0e8f0313f0aef5523057263f61c02d37bd63a47' },
  degrees: { version: '2026.11.1', sha256: 'b3596e551bbb689c19e2cbec08df9871116128c1d1d699fe4a6fe42b9df67862' },
  degreeSearch: { version: '2026.11.1', sha256: '73e81b81a68f082186b2aa59d8bc7b3df88d03fe6479d43d225fe681fa6f35a6' },
  country: { version: '2026.11.1', sha256: '73cb18376bc1a21e735a00a08b7992ecec4a35a941fe3c6437fe8b6c2f002e46' },
  university: { version: '2026.11.1', sha256: '1f61539897cc78890f0f4be082a646bd214512d4f3f40176693de9a66d403897' },
};

function sha256(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

function treeParentsResolve(items: readonly { code: string; parentCode?: string; level: number }[]) {
  const byCode = new Map(items.map((i) => [i.code, i]));
  for (const item of items) {
    if (item.level === 1) {
      expect(item.parentCode, item.code).toBeUndefined();
    } else {
      const parent = byCode.get(item.parentCode ?? '');
      expect(parent, `${item.code} parent ${item.parentCode}`).toBeDefined();
      expect(parent?.level, item.code).toBe(item.level - 1);
    }
  }
}

describe('basedata lists', () => {
  it('has exactly the spec list keys, each with a version', () => {
    expect(Object.keys(BASEDATA_LISTS).sort()).toEqual([...BASEDATA_LIST_KEYS].sort());
    expect(Object.keys(BASEDATA_VERSION).sort()).toEqual([...BASEDATA_LIST_KEYS].sort());
    for (const key of BASEDATA_LIST_KEYS) expect(BASEDATA_VERSION[key]).toMatch(/^\d{4}\.\d{1,2}\.\d+$/);
    expect(isBasedataListKey('industrysV2')).toBe(true);
    expect(isBasedataListKey('toString')).toBe(false);
  });

  it.each(BASEDATA_LIST_KEYS)('%s is non-empty with unique codes and Chinese names', (key) => {
    const items = BASEDATA_LISTS[key];
    expect(items.length).toBeGreaterThan(0);
    const codes = items.map((i) => i.code);
    const duplicates = codes.filter((c, idx) => codes.indexOf(c) !== idx);
    expect(duplicates).toEqual([]);
    for (const item of items) {
      expect(typeof item.code).toBe('string');
      expect(item.code.trim()).not.toBe('');
      expect(item.name.trim()).not.toBe('');
      expect(item.name).toBe(item.name.trim());
      if (!LATIN_NAMES[key]?.includes(item.name)) expect(item.name, `${key} ${item.code}`).toMatch(HAN);
    }
  });

  it.each(BASEDATA_LIST_KEYS)('%s has not changed without a version bump', (key) => {
    // When this fails after an intended data change: bump BASEDATA_VERSION.<key> and update PUBLISHED.
    expect({ version: BASEDATA_VERSION[key], sha256: sha256(BASEDATA_LISTS[key]) }).toEqual(PUBLISHED[key]);
  });
});

describe('locations', () => {
  const provinces = LOCATIONS.filter((l) => l.level === 1);
  const provinceCodes = new Set(provinces.map((p) => p.code));

  it('has the 34 provincial-level divisions', () => {
    expect(provinces).toHaveLength(34);
    for (const name of ['北京市', '上海市', '广东省', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区']) {
      expect(provinces.map((p) => p.name)).toContain(name);
    }
    for (const p of provinces) expect(p.code).toMatch(/^\d{2}0000$/);
  });

  it('has a city under every province and every city under a province with the same prefix', () => {
    const cities = LOCATIONS.filter((l) => l.level === 2);
    expect(cities.length).toBeGreaterThan(330);
    for (const city of cities) {
      expect(city.code).toMatch(/^\d{6}$/);
      expect(provinceCodes.has(city.parentCode ?? ''), `${city.code} ${city.name}`).toBe(true);
      expect(city.code.slice(0, 2)).toBe(city.parentCode?.slice(0, 2));
    }
    for (const p of provinces) expect(cities.some((c) => c.parentCode === p.code), p.name).toBe(true);
    expect(LOCATIONS.find((l) => l.code === '440300')?.name).toBe('深圳市');
    expect(LOCATIONS.find((l) => l.code === '110000')?.name).toBe('北京市');
  });

  it('hot cities are cities of the location list with the same names', () => {
    const byCode = new Map(LOCATIONS.map((l) => [l.code, l]));
    for (const hot of HOT_LOCATIONS) {
      const loc = byCode.get(hot.code);
      expect(loc?.level, hot.code).toBe(2);
      expect(loc?.name).toBe(hot.name);
    }
    for (const name of ['北京市', '上海市', '广州市', '深圳市', '杭州市', '成都市']) {
      expect(HOT_LOCATIONS.map((h) => h.name)).toContain(name);
    }
  });
});

describe('trees', () => {
  it('industries v1 and v2 are two-level trees with distinct codes', () => {
    treeParentsResolve(INDUSTRYS);
    treeParentsResolve(INDUSTRYS_V2);
    expect(INDUSTRYS.filter((i) => i.level === 1).length).toBeGreaterThanOrEqual(15);
    const v1 = new Set(INDUSTRYS.map((i) => i.code));
    expect(INDUSTRYS_V2.filter((i) => v1.has(i.code))).toEqual([]);
  });

  it('job functions are a three-level tree with a few hundred positions', () => {
    treeParentsResolve(SENIOR_FUNCTIONS);
    const positions = SENIOR_FUNCTIONS.filter((f) => f.level === 3).map((f) => f.name);
    expect(positions.length).toBeGreaterThan(300);
    for (const name of ['Java开发工程师', '前端开发工程师', '产品经理', 'UI设计师', '新媒体运营', '销售代表', 'HRBP', '会计']) {
      expect(positions).toContain(name);
    }
  });
});

describe('enumerations', () => {
  it('degrees match the spec codes, ordered by level', () => {
    expect(Object.fromEntries(DEGREES.map((d) => [d.code, d.name]))).toEqual({
      '2': '大专', '3': '本科', '4': '硕士', '5': '博士', '6': '博士后', '7': 'MBA', '8': '中专', '9': '高中', '10': '初中',
    });
    const ranks = DEGREES.map((d) => d.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('education requirement and degree search codes are degree codes or 0', () => {
    const degreeCodes = new Set(DEGREES.map((d) => d.code));
    for (const item of [...EDUCATION, ...DEGREE_SEARCH]) {
      expect(item.code === '0' || degreeCodes.has(item.code), item.name).toBe(true);
      const degree = DEGREES.find((d) => d.code === item.code);
      if (degree) expect(item.minRank).toBe(degree.rank);
    }
    expect(EDUCATION.map((e) => e.name)).toEqual([
      '不限', '初中及以上', '中专/中技及以上', '高中及以上', '大专及以上', '本科及以上', '硕士及以上', '博士及以上',
    ]);
  });

  it('scale and work years follow spec section 9', () => {
    expect(SCALE.map((s) => s.code)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(WORK_YEARS.map((w) => w.code)).toEqual(Array.from({ length: 14 }, (_, i) => String(i)));
    expect(WORK_YEARS[0]?.name).toBe('一年以下');
    expect(WORK_YEARS[13]?.name).toBe('12年以上');
  });

  it('monthly salary bands are contiguous and end open', () => {
    expect(MONTH_SALARY[0]?.min).toBe(0);
    MONTH_SALARY.forEach((band, i) => {
      const next = MONTH_SALARY[i + 1];
      if (next) expect(next.min).toBe(band.max);
      else expect(band.max).toBeNull();
      if (band.max !== null) expect(band.max).toBeGreaterThan(band.min);
    });
  });

  it('countries use ISO 3166-1 alpha-2 codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(240);
    for (const c of COUNTRIES) expect(c.code).toMatch(/^[A-Z]{2}$/);
    expect(COUNTRIES.find((c) => c.code === 'CN')?.name).toBe('中国');
  });
});

describe('universities', () => {
  it('flags all 39 "985" universities, each also "211"', () => {
    const flagged = UNIVERSITIES.filter((u) => u.is985);
    expect(flagged).toHaveLength(39);
    expect(flagged.map((u) => u.name).sort()).toEqual([...UNIVERSITIES_985].sort());
    for (const u of flagged) expect(u.is211, u.name).toBe(true);
  });

  it('flags the 211 list (112 universities, up to 116 with branch campuses)', () => {
    const flagged = UNIVERSITIES.filter((u) => u.is211);
    expect(flagged.length).toBeGreaterThanOrEqual(112);
    expect(flagged.length).toBeLessThanOrEqual(116);
    for (const name of ['河北工业大学', '石河子大学', '中国石油大学(华东)', '中国矿业大学(北京)', '海军军医大学', '西藏大学']) {
      expect(flagged.map((u) => u.name)).toContain(name);
    }
    for (const u of flagged) expect(u.isDoubleFirstClass, u.name).toBe(true);
  });

  it('has well-known non-211 and overseas universities, names unique', () => {
    expect(UNIVERSITIES.filter((u) => u.countryCode === 'CN' && !u.is211).length).toBeGreaterThanOrEqual(300);
    const names = UNIVERSITIES.map((u) => u.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of ['哈佛大学', '斯坦福大学', '麻省理工学院', '牛津大学', '剑桥大学', '新加坡国立大学', '香港大学']) {
      const u = UNIVERSITIES.find((x) => x.name === name);
      expect(u, name).toBeDefined();
      expect(u?.is985 || u?.is211).toBe(false);
    }
  });

  it('uses MOE institution codes and valid province and country codes', () => {
    const provinceCodes = new Set(LOCATIONS.filter((l) => l.level === 1).map((l) => l.code));
    const countryCodes = new Set(COUNTRIES.map((c) => c.code));
    expect(UNIVERSITIES.find((u) => u.name === '北京大学')?.code).toBe('4111010001');
    for (const u of UNIVERSITIES) {
      expect(countryCodes.has(u.countryCode), u.name).toBe(true);
      if (u.countryCode === 'CN') {
        expect(u.code, u.name).toMatch(/^(41\d{2}01\d{4}|CN[MS]\d{3})$/);
        if (u.code.startsWith('41')) expect(provinceCodes.has(`${u.code.slice(2, 4)}0000`), u.name).toBe(true);
      } else {
        expect(u.code.startsWith(u.countryCode), u.name).toBe(true);
      }
      if (u.provinceCode === null) expect(['CN', 'HK', 'MO', 'TW']).not.toContain(u.countryCode);
      else expect(provinceCodes.has(u.provinceCode), u.name).toBe(true);
    }
  });
});
