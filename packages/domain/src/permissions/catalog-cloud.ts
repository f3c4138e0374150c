// Tools and the talent cloud: assessments, background checks, salary, learning, exams.
import type { PermissionGroupDef } from './types';

export const CLOUD_GROUPS: PermissionGroupDef[] = [
  {
    key: 'tools',
    title: '工具',
    items: [
      { code: 310001, name: '面试日历' },
      { code: 310002, name: '简历助手' },
      { code: 310003, name: '邮箱简历收取' },
      { code: 310004, name: '招聘官网' },
      { code: 310005, name: '人才地图', sys: 'social' },
      { code: 310006, name: '猎头公司管理' },
      { code: 310007, name: '员工动向', sys: 'social' },
      { code: 310008, name: '行业报告' },
      { code: 310009, name: '招聘海报' },
      { code: 310010, name: '招聘官网设置' },
      { code: 310011, name: '视频面试' },
      { code: 310012, name: 'AI海外招聘', sys: 'social' },
    ],
  },
  {
    key: 'assessment',
    title: '测评',
    items: [
      { code: 410001, name: '人才测评' },
      { code: 410002, name: '360评估' },
      { code: 410003, name: '敬业度调研' },
    ],
  },
  {
    key: 'backgroundCheck',
    title: '背景调查',
    items: [{ code: 420001, name: '背景调查' }],
  },
  {
    key: 'salary',
    title: '薪酬查询',
    items: [
      { code: 430001, name: '薪酬查询' },
      { code: 430002, name: '薪酬报告' },
    ],
  },
  {
    key: 'study',
    title: '学习',
    items: [
      { code: 460002, name: '课程商城' },
      { code: 460003, name: '课程管理' },
      { code: 460004, name: '学习计划' },
      { code: 460005, name: '学习统计' },
      { code: 460006, name: '个人学习中心' },
    ],
  },
  {
    key: 'exam',
    title: '考试',
    items: [
      { code: 440002, name: '阅卷' },
      { code: 440003, name: '考场管理' },
      { code: 440004, name: '试卷管理' },
      { code: 440005, name: '题库管理' },
    ],
  },
];
