/**
 * Hot cities shown first in city pickers. Codes and names are the level-2 entries of `locations`
 * (municipalities use their xx0100 city code).
 */
import type { BasedataItem } from './types';

export const HOT_LOCATIONS: BasedataItem[] = [
  { code: '110100', name: '北京市' },
  { code: '310100', name: '上海市' },
  { code: '440100', name: '广州市' },
  { code: '440300', name: '深圳市' },
  { code: '330100', name: '杭州市' },
  { code: '510100', name: '成都市' },
  { code: '320100', name: '南京市' },
  { code: '420100', name: '武汉市' },
  { code: '610100', name: '西安市' },
  { code: '320500', name: '苏州市' },
  { code: '120100', name: '天津市' },
  { code: '500100', name: '重庆市' },
  { code: '430100', name: '长沙市' },
  { code: '410100', name: '郑州市' },
  { code: '350200', name: '厦门市' },
  { code: '370200', name: '青岛市' },
  { code: '340100', name: '合肥市' },
  { code: '441900', name: '东莞市' },
  { code: '330200', name: '宁波市' },
  { code: '370100', name: '济南市' },
  { code: '210200', name: '大连市' },
  { code: '210100', name: '沈阳市' },
  { code: '530100', name: '昆明市' },
  { code: '350100', name: '福州市' },
];
