// Settings pages (/user/...): company, channels and referral, recruiting, resumes, fields,
// e-mail, processes and campus. `managerOnly` codes can be granted to 管理员-type roles only.
import type { PermissionGroupDef } from './types';

const admin = { managerOnly: true } as const;

export const SETTINGS_GROUPS: PermissionGroupDef[] = [
  {
    key: 'company',
    title: '公司设置',
    items: [
      { code: 320001, name: '账号管理', ...admin },
      { code: 320002, name: '角色权限', ...admin },
      { code: 320003, name: '企业信息', ...admin },
      { code: 320004, name: '组织架构', ...admin },
      { code: 320005, name: '团队管理', ...admin },
      { code: 320006, name: '地址管理', ...admin },
      { code: 320007, name: '会议室管理', ...admin },
      { code: 320008, name: '资产与套餐', ...admin },
      { code: 320009, name: '第三方对接', ...admin },
      { code: 320010, name: '简历操作记录', ...admin },
    ],
  },
  {
    key: 'channel',
    title: '渠道与内推',
    items: [
      { code: 400001, name: '渠道管理' },
      { code: 400002, name: '渠道认证' },
      { code: 400003, name: '内推管理' },
      { code: 400004, name: '推荐候选人' },
      { code: 400005, name: '校园大使管理', sys: 'campus' },
      { code: 400006, name: '校园大使设置', sys: 'campus' },
    ],
  },
  {
    key: 'recruitSettings',
    title: '招聘设置',
    items: [
      { code: 330001, name: '职位审批设置', ...admin },
      { code: 330002, name: '职位类别' },
      { code: 330003, name: '职级设置' },
      { code: 330004, name: '招聘需求审批设置', ...admin },
      { code: 330005, name: '面试设置' },
      { code: 330006, name: 'Offer审批设置', ...admin },
      { code: 330007, name: '面试评价模板' },
      { code: 330008, name: 'Offer模板' },
      { code: 330009, name: '日程设置' },
      { code: 330010, name: '通用招聘设置', ...admin },
      { code: 330011, name: '自动化', ...admin },
      { code: 330012, name: '电话设置', ...admin },
      { code: 330013, name: '提醒设置' },
      { code: 330014, name: '招聘目标', ...admin },
      { code: 330015, name: '增值服务', ...admin },
      { code: 330016, name: '候选人注册设置' },
      { code: 330017, name: '职位发布指引' },
      { code: 330018, name: '雇主品牌宣传' },
      { code: 330019, name: '报表设置', ...admin },
    ],
  },
  {
    key: 'resumeSettings',
    title: '简历设置',
    items: [
      { code: 340001, name: '简历设置' },
      { code: 340002, name: '简历评分规则' },
      { code: 340003, name: '简历导出设置' },
      { code: 340004, name: '简历筛选规则' },
      { code: 340005, name: '标签管理' },
      { code: 340006, name: '归档原因' },
      { code: 340007, name: '插件设置' },
      { code: 340008, name: '申请表设置' },
    ],
  },
  {
    key: 'fieldSettings',
    title: '字段设置',
    items: [
      { code: 380001, name: '职位字段' },
      { code: 380002, name: '招聘需求字段' },
      { code: 380003, name: 'Offer字段' },
      { code: 380004, name: '简历字段' },
      { code: 380005, name: '面试登记表' },
    ],
  },
  {
    key: 'email',
    title: '邮件',
    items: [
      { code: 350001, name: '邮件模板' },
      { code: 350002, name: '邮箱设置' },
    ],
  },
  {
    key: 'process',
    title: '流程',
    items: [
      { code: 360001, name: '招聘流程' },
      { code: 360002, name: '招聘阶段' },
    ],
  },
  {
    key: 'campus',
    title: '校招',
    items: [
      { code: 390001, name: '校招站点', sys: 'campus' },
      { code: 390002, name: '面试考场', sys: 'campus' },
      { code: 390003, name: '校招设置', sys: 'campus' },
      { code: 390004, name: '校招海报', sys: 'campus' },
    ],
  },
];
