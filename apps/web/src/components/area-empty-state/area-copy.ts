// What each area will hold, in the words a Chinese HR user expects, matched by route key
// prefix (most specific first). Used by the empty state of areas whose pages come later.

export type AreaCopy = { lead: string; description: string; action: string; points: string[] };

const COPY: [prefix: string, copy: AreaCopy][] = [
  ['resume.list', { lead: '人才库', description: '集中管理企业的全部简历，支持多维检索、标签分组与查重合并，让沉淀下来的每一位候选人都能被再次发现。', action: '上传简历', points: ['多渠道简历自动归集', '关键词与条件组合检索', '标签与分组管理'] }],
  ['resume.detail', { lead: '候选人详情', description: '汇总候选人的标准简历、原始附件、面试评价、Offer 与操作记录，一页看清候选人的完整招聘历程。', action: '推荐给用人部门', points: ['标准简历与原始附件', '面试评价与 Offer 记录', '完整操作记录'] }],
  ['resume.mailtake', { lead: '邮箱简历收取', description: '绑定招聘邮箱后自动收取各渠道投递的简历，解析入库并查重，收取结果一目了然。', action: '绑定邮箱', points: ['IMAP/POP3 邮箱接入', '自动解析与查重', '收取结果可追溯'] }],
  ['resume.helper', { lead: '简历助手', description: '安装浏览器插件后，在招聘网站浏览简历时一键保存到企业人才库，无需手动录入。', action: '安装简历助手', points: ['一键保存简历', '自动识别重复候选人', '支持主流招聘网站'] }],
  ['resume.supplier', { lead: '猎头公司管理', description: '维护合作猎头公司与顾问账号，统一分配职位、接收推荐简历并跟踪推荐进展。', action: '添加猎头公司', points: ['猎头公司与顾问账号', '职位委托与推荐', '推荐效果统计'] }],
  ['resume.website', { lead: '招聘官网', description: '搭建企业专属的招聘官网与校招海报，职位实时同步，候选人在线投递直接进入人才库。', action: '编辑招聘官网', points: ['官网模板与品牌展示', '职位自动同步', '校招海报'] }],
  ['recruit.interview.calendar', { lead: '面试日历', description: '按日、周查看全部面试安排与会议室占用，冲突一眼可见，支持快速改期。', action: '安排面试', points: ['日/周视图', '会议室占用', '面试改期与取消'] }],
  ['recruit.interview', { lead: '面试管理', description: '集中查看待安排、待面试、待反馈的面试，面试签到与面试评价在线完成。', action: '安排面试', points: ['面试安排与通知', '面试签到', '面试评价'] }],
  ['recruit.preview', { lead: '邮件预览', description: '发送前预览候选人将收到的面试通知与 Offer 邮件，占位符按候选人信息自动填充。', action: '发送邮件', points: ['面试通知邮件', 'Offer 邮件', '占位符自动填充'] }],
  ['recruit', { lead: '招聘流程', description: '按职位查看每位候选人所处的阶段，从初筛、面试、笔试/测评到 Offer 与入职，推进过程清晰可控。', action: '添加候选人', points: ['阶段看板', '批量推进与淘汰', '推荐给用人部门'] }],
  ['job.demand', { lead: '招聘需求', description: '用人部门在线提交招聘需求，经审批后转为职位，编制与招聘进度全程可追踪。', action: '新建招聘需求', points: ['需求提交与审批', '编制管理', '需求转职位'] }],
  ['job', { lead: '职位管理', description: '发布和维护企业的全部招聘职位，设置招聘流程、面试官与用人经理，并同步到招聘官网与招聘渠道。', action: '新建职位', points: ['职位发布与关闭', '招聘团队设置', '渠道同步'] }],
  ['report.board', { lead: '招聘看板', description: '实时呈现招聘漏斗、渠道效果、面试与 Offer 转化等核心指标，帮助管理者掌握招聘全局。', action: '导出看板', points: ['招聘漏斗', '渠道效果', '面试与 Offer 转化'] }],
  ['report', { lead: '招聘报表', description: '按职位、渠道、招聘负责人等维度生成招聘数据报表，支持自定义筛选与导出。', action: '新建报表', points: ['多维度统计', '自定义筛选', '报表导出'] }],
  ['more.aim', { lead: '人才地图', description: '分析目标公司与目标职能的人才分布，帮助制定精准的寻访策略。', action: '新建人才地图', points: ['目标公司人才分布', '目标职能分析', '寻访名单'] }],
  ['more.predict', { lead: '员工动向', description: '洞察在职员工的市场活跃度与流动趋势，提前做好关键人才保留。', action: '查看员工动向', points: ['活跃度监测', '流动趋势', '保留建议'] }],
  ['more.industryreport', { lead: '行业报告', description: '获取目标行业的人才供需、薪酬水平与流动趋势报告，为招聘决策提供依据。', action: '申请行业报告', points: ['人才供需', '薪酬水平', '流动趋势'] }],
  ['more', { lead: '简历助手', description: '安装浏览器插件后，在招聘网站浏览简历时一键保存到企业人才库，无需手动录入。', action: '安装简历助手', points: ['一键保存简历', '自动识别重复候选人', '支持主流招聘网站'] }],
  ['user.company', { lead: '公司设置', description: '维护企业基本信息、组织架构、账号与团队、办公地址和会议室，是全员协作的基础。', action: '保存设置', points: ['组织架构', '账号与团队', '地址与会议室'] }],
  ['user.manage', { lead: '招聘管理设置', description: '配置职位字段、招聘流程与阶段、审批流、面试评价表、标签与归档原因等招聘规则。', action: '新增配置', points: ['流程与阶段', '审批流', '字段与标签'] }],
  ['user.template', { lead: '模板设置', description: '统一管理面试通知邮件、Offer 函与面试评价模板，占位符按候选人信息自动填充。', action: '新建模板', points: ['邮件模板', 'Offer 函模板', '面试评价模板'] }],
  ['user.seting', { lead: '系统设置', description: '配置日历、自动化、提醒、招聘目标、简历导出与邮箱等偏好，让招聘流程按企业的习惯运转。', action: '保存设置', points: ['自动化与提醒', '招聘目标', '邮箱与导出'] }],
  ['user.ditch', { lead: '渠道与内推', description: '管理招聘渠道与渠道账号认证，配置内推奖励规则与参与内推的员工。', action: '新增渠道', points: ['渠道账号认证', '内推奖励规则', '内推员工'] }],
  ['user.campus', { lead: '校招设置', description: '配置校招站点、面试场地与校园大使团队等校园招聘专属设置。', action: '新增校招站点', points: ['校招站点', '面试场地', '校园大使'] }],
  ['user.other', { lead: '系统对接', description: '与企业微信、钉钉等第三方系统对接，并查看简历操作记录。', action: '新增对接', points: ['第三方系统对接', '简历操作记录', '数据同步'] }],
  ['user', { lead: '设置', description: '集中配置企业、招聘规则、模板与渠道，让招聘流程按企业的习惯运转。', action: '保存设置', points: ['企业信息', '招聘规则', '模板与渠道'] }],
  ['cloud.check', { lead: '背景调查', description: '对候选人的学历、工作经历与项目经历发起背景调查，进度与报告在线查看。', action: '发起背景调查', points: ['学历核验', '工作经历核实', '背调报告'] }],
  ['cloud.salary', { lead: '薪酬查询', description: '按城市、行业与职位查询市场薪酬水平，为定薪与 Offer 谈判提供依据。', action: '查询薪酬', points: ['城市与行业对比', '职位薪酬分位', '薪酬报告'] }],
  ['cloud.study', { lead: '学习', description: '搭建企业课程体系，从课程商城选课、制定学习计划并跟踪学习数据。', action: '新建课程', points: ['企业课程', '课程商城', '学习计划与统计'] }],
  ['cloud.exam', { lead: '考试', description: '维护题库与试卷，安排线上考场，阅卷与成绩统计一站完成。', action: '新建试卷', points: ['题库与试卷', '线上考场', '阅卷与成绩'] }],
  ['cloud', { lead: '测评中心', description: '为候选人和员工发起能力与性格测评、360评估与敬业度调研，报告自动生成。', action: '发起测评', points: ['人才测评', '360评估', '敬业度调研'] }],
  ['lite.interviewplan', { lead: '我的面试', description: '查看需要我参加的面试安排，面试结束后在线提交面试评价。', action: '提交面试评价', points: ['面试安排', '候选人简历', '面试评价'] }],
  ['lite.recruit.demand', { lead: '招聘需求', description: '提交本部门的招聘需求，审批进度与招聘进展随时查看。', action: '提交招聘需求', points: ['需求提交', '审批进度', '招聘进展'] }],
  ['lite.job', { lead: '部门职位', description: '查看本部门正在招聘的职位与各阶段候选人数量。', action: '查看候选人', points: ['在招职位', '阶段人数', '招聘进展'] }],
  ['lite.cvscreen', { lead: '简历筛选', description: 'HR 推荐给您的候选人集中在这里，查看简历后一键反馈是否通过。', action: '反馈筛选结果', points: ['推荐简历', '一键反馈', '筛选记录'] }],
  ['lite.offeraudit', { lead: 'Offer审批', description: '审批待您处理的 Offer，薪资、入职部门与入职时间一目了然。', action: '审批 Offer', points: ['待审批 Offer', '薪资与入职信息', '审批记录'] }],
  ['lite', { lead: '候选人简历', description: '查看推荐给您的候选人简历与面试评价，随时了解候选人的招聘进展。', action: '反馈意见', points: ['候选人简历', '面试评价', '招聘进展'] }],
  ['out.feedback', { lead: '候选人反馈', description: '候选人在此确认面试与 Offer 结果，反馈会实时同步给招聘负责人。', action: '提交反馈', points: ['面试确认', 'Offer 确认', '结果实时同步'] }],
  ['out', { lead: '候选人简历', description: '用人部门与面试官通过分享链接查看候选人简历与面试评价。', action: '反馈意见', points: ['简历查看', '面试评价', '意见反馈'] }],
];

const FALLBACK: AreaCopy = { lead: '伯乐招聘', description: '这里将集中呈现本模块的招聘数据与操作。', action: '新建', points: [] };

/** The copy for a route key: the most specific matching prefix. */
export function areaCopyFor(key: string): AreaCopy {
  const match = COPY.find(([prefix]) => key === prefix || key.startsWith(`${prefix}.`));
  return match?.[1] ?? FALLBACK;
}
