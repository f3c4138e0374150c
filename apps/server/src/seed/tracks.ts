// The career tracks the demo's people follow. A person stays in one track: its industries,
// companies, titles by level, majors, degrees, skills and salaries belong together, so a
// 前端开发工程师 studied 软件工程, worked at internet companies and expects a front-end job.

const words = (s: string) => s.split(' ');

/** Seniority: 0 初级 (under 2 years), 1 中级, 2 高级, 3 专家/管理. */
export type Level = 0 | 1 | 2 | 3;
export const LEVELS: readonly Level[] = [0, 1, 2, 3];
/** The level a person's years of work lead to (before the few who advance more slowly). */
export const levelForYears = (years: number): Level => (years < 2 ? 0 : years < 5 ? 1 : years < 9 ? 2 : 3);

export type Degree = '大专' | '本科' | '硕士' | '博士';
/** The usual age at graduation, and the youngest one a resume may plausibly show. */
export const GRADUATION_AGE: Readonly<Record<Degree, { usual: readonly number[]; youngest: number }>> = {
  大专: { usual: [20, 21, 21, 22], youngest: 19 },
  本科: { usual: [21, 22, 22, 22, 23], youngest: 20 },
  硕士: { usual: [24, 25, 25, 26], youngest: 23 },
  博士: { usual: [28, 29, 29, 30], youngest: 26 },
};

export type Track = {
  key: string;
  /** Titles by level; a person's jobs and expectation all come from here. */
  titles: Readonly<Record<Level, readonly string[]>>;
  /** Basedata industry names (level 2) of the companies that hire this track. */
  industries: readonly string[];
  majors: readonly string[];
  /** Majors of a 硕士 or 博士 in this track (the 本科 major stays from `majors`). */
  graduateMajors: readonly string[];
  /** Weights of 大专, 本科, 硕士, 博士. */
  degrees: readonly [number, number, number, number];
  /** Monthly salary in yuan by level in a first-tier city: [min, max]. */
  salary: Readonly<Record<Level, readonly [number, number]>>;
  duties: readonly string[];
  projects?: readonly string[];
  /** How many of the demo pool follow this track, relative to the others. */
  weight: number;
};

const tech = ['互联网/电子商务', '计算机软件', '云计算/大数据', '互联网金融', '在线教育'];
const business = ['互联网/电子商务', '计算机软件', '快速消费品(食品/饮料/烟酒/日化)', '零售/批发', '制药/生物工程', '物流/仓储', '新能源汽车', '房地产开发'];
const cs = words('计算机科学与技术 软件工程 电子信息工程 通信工程 信息管理与信息系统');

export const TRACKS: readonly Track[] = [
  {
    key: 'frontend',
    titles: { 0: ['前端开发工程师'], 1: ['前端开发工程师', 'Web前端工程师'], 2: ['高级前端开发工程师'], 3: ['前端架构师', '前端技术经理'] },
    industries: tech,
    majors: [...cs, '数字媒体技术'],
    graduateMajors: ['计算机科学与技术', '软件工程'],
    degrees: [1, 7, 2, 0],
    salary: { 0: [8000, 14000], 1: [14000, 25000], 2: [25000, 40000], 3: [38000, 60000] },
    duties: words('使用React和TypeScript开发管理后台 负责移动端H5页面的开发与适配 首屏加载时间缩短40% 搭建前端组件库和设计规范 使用Vue3重构运营后台 负责小程序商城的开发 推动前端工程化与自动化部署 与后端联调接口并制定数据约定'),
    projects: words('小程序商城 运营管理后台 前端组件库建设 可视化报表平台'),
    weight: 3,
  },
  {
    key: 'java',
    titles: { 0: ['Java开发工程师'], 1: ['Java开发工程师', '后端开发工程师'], 2: ['高级Java开发工程师'], 3: ['Java架构师', '后端技术经理'] },
    industries: tech,
    majors: cs,
    graduateMajors: ['计算机科学与技术', '软件工程'],
    degrees: [1, 6, 3, 0],
    salary: { 0: [9000, 15000], 1: [15000, 28000], 2: [28000, 45000], 3: [42000, 65000] },
    duties: words('基于Spring Cloud搭建微服务架构 优化MySQL慢查询，接口响应时间降低一半 使用Redis缓存热点数据 设计高并发秒杀系统 对接第三方支付与短信接口 负责订单与库存服务的设计与开发 主导技术方案评审与代码审查 使用Kafka实现异步消息处理'),
    projects: words('订单中心重构 实时风控平台 统一登录平台 交易中台建设'),
    weight: 4,
  },
  {
    key: 'algorithm',
    titles: { 0: ['算法工程师'], 1: ['算法工程师', '机器学习工程师'], 2: ['高级算法工程师'], 3: ['算法专家'] },
    industries: ['人工智能', '互联网/电子商务', '云计算/大数据', '互联网金融'],
    majors: words('计算机科学与技术 软件工程 数学与应用数学 统计学 自动化 电子信息工程'),
    graduateMajors: words('计算机科学与技术 模式识别与智能系统 人工智能 应用数学 统计学'),
    degrees: [0, 1, 6, 3],
    salary: { 0: [15000, 25000], 1: [25000, 40000], 2: [40000, 60000], 3: [55000, 85000] },
    duties: words('参与推荐算法模型的训练与上线 负责搜索排序模型的特征工程 点击率提升12% 使用PyTorch训练深度学习模型 搭建A/B实验平台评估策略效果 负责用户画像与标签体系建设 优化模型推理性能，延迟降低30%'),
    projects: words('个性化推荐系统 智能风控模型 搜索排序优化 图像识别平台'),
    weight: 2,
  },
  {
    key: 'test',
    titles: { 0: ['测试工程师'], 1: ['测试工程师', '自动化测试工程师'], 2: ['高级测试工程师'], 3: ['测试经理'] },
    industries: tech,
    majors: cs,
    graduateMajors: ['软件工程'],
    degrees: [2, 7, 1, 0],
    salary: { 0: [7000, 12000], 1: [12000, 20000], 2: [20000, 32000], 3: [30000, 45000] },
    duties: words('编写自动化测试用例，提升回归测试效率 负责接口测试与性能压测 搭建持续集成中的自动化测试流水线 跟踪缺陷并推动修复 制定测试计划与测试方案 使用JMeter完成核心接口压测'),
    projects: words('持续集成流水线 自动化测试平台'),
    weight: 2,
  },
  {
    key: 'product',
    titles: { 0: ['产品助理'], 1: ['产品经理'], 2: ['高级产品经理'], 3: ['产品总监'] },
    industries: tech,
    majors: words('计算机科学与技术 信息管理与信息系统 工商管理 市场营销 心理学 电子商务'),
    graduateMajors: words('工商管理 管理科学与工程 心理学'),
    degrees: [0, 6, 3, 0],
    salary: { 0: [7000, 12000], 1: [15000, 26000], 2: [26000, 40000], 3: [40000, 65000] },
    duties: words('负责B端SaaS产品规划与需求设计 撰写产品需求文档并推动研发落地 开展用户调研和竞品分析 跟踪产品数据，持续迭代优化 负责会员与积分体系的设计 梳理业务流程并输出原型'),
    projects: words('招聘管理系统 会员积分体系 企业微信集成 数据看板'),
    weight: 2,
  },
  {
    key: 'design',
    titles: { 0: ['UI设计师'], 1: ['UI设计师', '视觉设计师'], 2: ['高级UI设计师'], 3: ['设计主管'] },
    industries: ['互联网/电子商务', '计算机软件', '在线教育', '网络游戏'],
    majors: words('视觉传达设计 数字媒体艺术 工业设计 环境设计'),
    graduateMajors: words('设计学 数字媒体艺术'),
    degrees: [3, 6, 1, 0],
    salary: { 0: [6000, 11000], 1: [11000, 18000], 2: [18000, 30000], 3: [28000, 42000] },
    duties: words('设计App界面与交互流程 建立设计规范和组件库 负责运营活动页面与海报设计 参与用户研究并输出设计方案 配合研发完成设计走查'),
    projects: words('设计系统建设 App改版'),
    weight: 1,
  },
  {
    key: 'sales',
    titles: { 0: ['销售代表'], 1: ['销售经理'], 2: ['大客户销售经理', '区域销售经理'], 3: ['销售总监'] },
    industries: business,
    majors: words('市场营销 工商管理 国际经济与贸易 电子商务 汉语言文学'),
    graduateMajors: ['工商管理'],
    degrees: [4, 6, 0, 0],
    salary: { 0: [6000, 10000], 1: [10000, 18000], 2: [18000, 30000], 3: [30000, 50000] },
    duties: words('负责华东区域客户开发与维护 完成年度销售目标120% 开拓新渠道合作伙伴30余家 维护重点大客户关系，续约率90%以上 负责商务谈判与合同签订 跟进回款，应收账款周期明显缩短 制定区域销售策略'),
    weight: 3,
  },
  {
    key: 'accounting',
    titles: { 0: ['会计'], 1: ['会计', '税务专员'], 2: ['主管会计'], 3: ['财务经理'] },
    industries: [...business, '财务/会计/审计/税务'],
    majors: words('会计学 财务管理 审计学 金融学'),
    graduateMajors: words('会计学 金融学'),
    degrees: [3, 6, 1, 0],
    salary: { 0: [6000, 9000], 1: [9000, 15000], 2: [15000, 26000], 3: [26000, 42000] },
    duties: words('负责月度财务报表编制 完成年度审计工作 负责税务申报与筹划 管理应收应付账款 负责费用报销审核 参与年度预算编制与执行分析'),
    weight: 2,
  },
  {
    key: 'hr',
    titles: { 0: ['人力资源专员', '招聘专员'], 1: ['招聘主管', 'HRBP'], 2: ['人力资源经理', '高级HRBP'], 3: ['人力资源总监'] },
    industries: [...business, '人力资源服务'],
    majors: words('人力资源管理 心理学 工商管理 行政管理 汉语言文学'),
    graduateMajors: words('人力资源管理 心理学'),
    degrees: [2, 7, 1, 0],
    salary: { 0: [6000, 9000], 1: [9000, 16000], 2: [16000, 28000], 3: [28000, 45000] },
    duties: words('负责社会招聘和校园招聘全流程 搭建薪酬绩效体系 办理员工入离职手续 组织员工培训与团建活动 推动雇主品牌建设 负责员工关系与劳动合同管理'),
    weight: 2,
  },
  {
    key: 'admin',
    titles: { 0: ['行政专员', '前台'], 1: ['行政主管'], 2: ['行政经理'], 3: ['行政总监'] },
    industries: business,
    majors: words('行政管理 文秘 工商管理 汉语言文学 英语'),
    graduateMajors: ['行政管理'],
    degrees: [4, 6, 0, 0],
    salary: { 0: [5000, 8000], 1: [8000, 12000], 2: [12000, 18000], 3: [18000, 28000] },
    duties: words('管理公司固定资产与办公用品 负责会议室与接待安排 组织年会和员工活动 对接物业与办公室装修 负责差旅预订与费用管理'),
    weight: 1,
  },
  {
    key: 'operations',
    titles: { 0: ['运营专员'], 1: ['用户运营', '内容运营'], 2: ['高级运营经理'], 3: ['运营总监'] },
    industries: ['互联网/电子商务', '在线教育', '快速消费品(食品/饮料/烟酒/日化)', '零售/批发', '网络直播/短视频'],
    majors: words('市场营销 新闻学 广告学 电子商务 汉语言文学'),
    graduateMajors: words('新闻传播学 市场营销'),
    degrees: [2, 7, 1, 0],
    salary: { 0: [6000, 10000], 1: [10000, 18000], 2: [18000, 30000], 3: [30000, 48000] },
    duties: words('策划线上线下营销活动 负责公众号和小红书内容运营，粉丝增长5万 提升用户留存率 分析运营数据并优化转化率 负责天猫京东店铺日常运营 组织直播带货活动 搭建会员体系与用户分层运营'),
    weight: 2,
  },
];

/** The track by its key. */
export const trackOf = (key: string): Track => TRACKS.find((t) => t.key === key)!;

/** What a company in an industry is called after its city and brand. */
export const COMPANY_SUFFIXES: Readonly<Record<string, readonly string[]>> = {
  '互联网/电子商务': ['网络科技有限公司', '电子商务有限公司'],
  计算机软件: ['软件股份有限公司', '信息技术有限公司'],
  人工智能: ['智能科技有限公司'],
  '云计算/大数据': ['数据科技有限公司', '云计算技术有限公司'],
  互联网金融: ['金融信息服务有限公司'],
  在线教育: ['教育科技有限公司'],
  网络游戏: ['互动娱乐有限公司', '网络游戏有限公司'],
  '快速消费品(食品/饮料/烟酒/日化)': ['食品有限公司', '日化股份有限公司'],
  '零售/批发': ['商贸有限公司', '连锁超市有限公司'],
  '制药/生物工程': ['生物医药有限公司', '药业股份有限公司'],
  '物流/仓储': ['物流有限公司', '供应链管理有限公司'],
  新能源汽车: ['新能源汽车有限公司'],
  房地产开发: ['置业有限公司', '地产集团有限公司'],
  '财务/会计/审计/税务': ['会计师事务所（特殊普通合伙）', '税务师事务所有限公司'],
  人力资源服务: ['人力资源服务有限公司'],
  '网络直播/短视频': ['文化传媒有限公司'],
};

/** Well-known employers by industry, for a few of the resumes. */
export const FAMOUS_COMPANIES: Readonly<Record<string, readonly string[]>> = {
  '互联网/电子商务': ['阿里巴巴（中国）有限公司', '北京京东世纪贸易有限公司', '北京三快在线科技有限公司', '上海寻梦信息技术有限公司'],
  计算机软件: ['用友网络科技股份有限公司', '金蝶软件（中国）有限公司'],
  人工智能: ['科大讯飞股份有限公司', '北京旷视科技有限公司'],
  '云计算/大数据': ['华为云计算技术有限公司', '阿里云计算有限公司'],
  '快速消费品(食品/饮料/烟酒/日化)': ['农夫山泉股份有限公司', '上海家化联合股份有限公司'],
  新能源汽车: ['比亚迪汽车工业有限公司', '蔚来汽车科技（安徽）有限公司'],
  '物流/仓储': ['顺丰速运有限公司'],
};

/** Brand words of the fictional companies (城市 + 品牌 + 行业后缀). */
export const BRANDS = words('星河 远景 华章 青松 锦程 云栖 天域 博远 智联 海纳 恒信 鼎盛 启明 众合 新元 领航 瑞达 同创 长风 蓝海 金桥 泰和 德信 光合 数智 易达 优品 卓越 宏图 凌云 安泰 北辰 汇通 嘉禾 聚源 思创 明德 正和 同舟 九州');

/** Cities by salary tier: a first-tier salary times the tier's factor. */
export const CITY_TIERS: readonly { cities: readonly string[]; factor: number; weight: number }[] = [
  { cities: words('北京 上海 深圳 广州'), factor: 1, weight: 5 },
  { cities: words('杭州 成都 南京 武汉 西安 苏州 天津 重庆 长沙'), factor: 0.8, weight: 4 },
  { cities: words('郑州 青岛 厦门 合肥 宁波 济南 福州 昆明 无锡 东莞 佛山 大连 沈阳 南昌'), factor: 0.65, weight: 2 },
];

/** The salary factor of a city (first tier 1). */
export function cityFactor(city: string): number {
  return CITY_TIERS.find((t) => t.cities.includes(city))?.factor ?? CITY_TIERS[CITY_TIERS.length - 1]!.factor;
}

/** The monthly salary range of a track's level in a city, in yuan, rounded to 500. */
export function salaryRange(track: Track, level: Level, city: string): [number, number] {
  const f = cityFactor(city);
  const round = (n: number) => Math.round((n * f) / 500) * 500;
  const [min, max] = track.salary[level];
  return [round(min), round(max)];
}

/** The levels that list a title in a track (a title such as 前端开发工程师 spans two), empty when the title is not the track's. */
export function levelsOfTitle(track: Track, title: string): Level[] {
  return LEVELS.filter((l) => track.titles[l].includes(title));
}

/** The track whose titles include this one. */
export function trackOfTitle(title: string): Track | undefined {
  return TRACKS.find((t) => levelsOfTitle(t, title).length > 0);
}
