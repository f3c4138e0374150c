// What each area will hold once it is built, in one plain sentence a Chinese HR user reads as a
// plan and not as a feature list, matched by route key prefix (most specific first). Used by the
// page of areas that are not available yet.

export type AreaCopy = { description: string };

const COPY: [prefix: string, description: string][] = [
  ['resume.list', '开放后，可在这里查看合作平台的人才库。'],
  ['resume.detail', '开放后，可在这里查看候选人的完整招聘记录。'],
  ['resume.mailtake', '开放后，可在这里绑定招聘邮箱并自动收取简历。'],
  ['resume.helper', '开放后，可在这里安装浏览器插件，把招聘网站上的简历保存到人才库。'],
  ['resume.supplier', '开放后，可在这里管理合作的猎头公司、委托职位并接收推荐简历。'],
  ['resume.website', '开放后，可在这里维护招聘官网的内容与校招海报。'],
  ['recruit.interview.calendar', '开放后，可在这里按日、周查看全部面试安排与会议室占用。'],
  ['recruit.interview', '开放后，可在这里安排面试、签到并填写面试评价。'],
  ['recruit.preview', '开放后，可在这里预览发给候选人的面试通知与 Offer 邮件。'],
  ['recruit', '开放后，可在这里按职位推进候选人的招聘阶段。'],
  ['job.demand', '开放后，可在这里提交和审批招聘需求。'],
  ['job', '开放后，可在这里发布和维护招聘职位。'],
  ['report.board', '开放后，可在这里查看招聘漏斗、渠道效果与转化数据。'],
  ['report', '开放后，可在这里按职位、渠道和招聘负责人统计招聘数据并导出报表。'],
  ['more.aim', '开放后，可在这里分析目标公司与目标职能的人才分布。'],
  ['more.predict', '开放后，可在这里了解在职员工的市场活跃度与流动趋势。'],
  ['more.industryreport', '开放后，可在这里获取目标行业的人才供需与薪酬报告。'],
  ['more', '开放后，可在这里安装浏览器插件，把招聘网站上的简历保存到人才库。'],
  ['abroad', '开放后，可在这里为海外职位发布招聘、筛选多语言简历并安排跨时区面试。'],
  ['user.company', '开放后，可在这里查看企业的资产与套餐。'],
  ['user.manage', '开放后，可在这里配置这一项招聘规则。'],
  ['user.template', '开放后，可在这里管理面试评价、邮件与 Offer 模板。'],
  ['user.seting', '开放后，可在这里按企业的习惯调整这一项设置。'],
  ['user.ditch', '开放后，可在这里管理渠道账号认证与内推规则。'],
  ['user.campus', '开放后，可在这里配置校招站点、面试考场与校园大使。'],
  ['user.other', '开放后，可在这里对接第三方系统。'],
  ['user', '开放后，可在这里调整企业的招聘设置。'],
  ['cloud.check', '开放后，可在这里为候选人发起背景调查并查看报告。'],
  ['cloud.salary', '开放后，可在这里按城市、行业与职位查询市场薪酬。'],
  ['cloud.study', '开放后，可在这里安排员工课程与学习计划。'],
  ['cloud.exam', '开放后，可在这里维护题库、试卷并安排线上考试。'],
  ['cloud', '开放后，可在这里为候选人和员工发起测评与调研。'],
  ['lite.interviewplan', '开放后，可在这里查看需要您参加的面试并提交面试评价。'],
  ['lite.recruit.demand', '开放后，可在这里提交本部门的招聘需求。'],
  ['lite.job', '开放后，可在这里查看本部门在招的职位。'],
  ['lite.cvscreen', '开放后，可在这里查看推荐给您的简历并反馈是否通过。'],
  ['lite.offeraudit', '开放后，可在这里审批待您处理的 Offer。'],
  ['lite', '开放后，可在这里查看推荐给您的候选人。'],
  ['out.feedback', '开放后，候选人可在这里确认面试与 Offer。'],
  ['out', '开放后，可通过分享链接在这里查看候选人简历。'],
];

const FALLBACK: AreaCopy = { description: '开放后，可在这里使用这一功能。' };

/** The copy for a route key: the most specific matching prefix. */
export function areaCopyFor(key: string): AreaCopy {
  const match = COPY.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`));
  return match ? { description: match[1] } : FALLBACK;
}
