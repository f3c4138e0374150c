import type { MenuGroup, MenuGroupKey } from './types';

/** The side navigation's groups: first level by `order`, settings and cloud with sub-groups. */
export const MENU_GROUPS: Record<MenuGroupKey, MenuGroup> = {
  resume: { title: '人才库', order: 20, icon: 'TeamOutlined' },
  recruit: { title: '招聘', order: 30, icon: 'SolutionOutlined' },
  job: { title: '职位', order: 40, icon: 'ProfileOutlined' },
  report: { title: '报表', order: 50, icon: 'BarChartOutlined' },
  more: { title: '工具', order: 60, icon: 'AppstoreOutlined' },
  cloud: { title: '人才云', order: 70, icon: 'CloudOutlined' },
  'cloud.assess': { title: '测评', order: 10, parent: 'cloud' },
  'cloud.check': { title: '背景调查', order: 20, parent: 'cloud' },
  'cloud.salary': { title: '薪酬查询', order: 30, parent: 'cloud' },
  'cloud.study': { title: '学习', order: 40, parent: 'cloud' },
  'cloud.exam': { title: '考试', order: 50, parent: 'cloud' },
  settings: { title: '设置', order: 90, icon: 'SettingOutlined' },
  'settings.company': { title: '公司设置', order: 10, parent: 'settings' },
  'settings.manage': { title: '招聘管理', order: 20, parent: 'settings' },
  'settings.template': { title: '模板', order: 30, parent: 'settings' },
  'settings.seting': { title: '系统设置', order: 40, parent: 'settings' },
  'settings.ditch': { title: '渠道与内推', order: 50, parent: 'settings' },
  'settings.campus': { title: '校招设置', order: 60, parent: 'settings' },
  'settings.other': { title: '其他', order: 70, parent: 'settings' },
};
