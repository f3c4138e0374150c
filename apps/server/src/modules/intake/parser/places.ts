// City names from the locations reference list, to read 上海-浦东新区, 广东深圳 or
// 杭州/上海 as cities.
import { LOCATIONS } from '../../basedata/data';

const CITY_ENDING = /(市|地区|盟|自治州)$/;
const short = (name: string) => name.replace(CITY_ENDING, '');

// Prefecture-level cities by their short name, longest first.
const CITIES = [...new Set(LOCATIONS.filter((l) => l.level === 2).map((l) => short(l.name)).filter((n) => n.length >= 2))].sort((a, b) => b.length - a.length);
const PROVINCES = new Set(LOCATIONS.filter((l) => l.level === 1).map((l) => l.name.replace(/(省|市|自治区|壮族自治区|回族自治区|维吾尔自治区|特别行政区)$/, '')));
const cityPattern = new RegExp(CITIES.join('|'), 'g');
// English spellings of the cities resumes in English name most.
const LATIN_CITIES: Record<string, string> = {
  beijing: '北京', shanghai: '上海', guangzhou: '广州', shenzhen: '深圳', hangzhou: '杭州', nanjing: '南京', chengdu: '成都',
  wuhan: '武汉', "xi'an": '西安', xian: '西安', suzhou: '苏州', tianjin: '天津', chongqing: '重庆', 'hong kong': '香港',
  xiamen: '厦门', qingdao: '青岛', dalian: '大连', changsha: '长沙', hefei: '合肥', ningbo: '宁波', zhengzhou: '郑州',
};

/** The cities named in a text, in order, each once. */
export function citiesIn(text: string): string[] {
  // 吉林省长春 names 长春: a province written before its city is dropped first.
  const withoutProvince = text.replace(/\p{Script=Han}{2,3}?(?:省|自治区)/gu, ' ');
  const found = [...withoutProvince.matchAll(cityPattern)].map((m) => m[0]);
  const lower = text.toLowerCase();
  for (const [latin, city] of Object.entries(LATIN_CITIES)) if (new RegExp(`\\b${latin}\\b`).test(lower)) found.push(city);
  return [...new Set(found)];
}

/** Whether a short piece is just a city or province (上海, 上海市, 广东, Beijing). */
export function isPlace(piece: string): boolean {
  const p = piece.trim();
  return CITIES.includes(short(p)) || PROVINCES.has(p.replace(/省$/, '')) || p.toLowerCase() in LATIN_CITIES;
}

/** A place as a resume field: the cities it names joined by commas, else the text itself. */
export function placeOf(value: string): string | undefined {
  const cities = citiesIn(value);
  if (cities.length > 0) return cities.join(',');
  const v = value.trim();
  return v && v.length <= 30 ? v : undefined;
}
