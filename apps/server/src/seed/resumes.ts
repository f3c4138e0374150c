// Realistic generated Chinese resumes for benchmarks: `npx bole seed --resumes N [--company ID]`.
// Multi-row inserts in batches; segmentation cached per sentence (repeated vocabulary).
import { formatPeriod, ResumeParseStatus, type ResumeEducationInput, type ResumeProjectInput, type ResumeTrainingInput, type ResumeWorkInput } from '@bole/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../platform/db/client';
import { INDUSTRYS, UNIVERSITIES } from '../modules/basedata/data';
import { accounts, companies } from '../modules/company/tables';
import { phoneFlagOf } from '../modules/resumes/dedupe';
import type { Histories } from '../modules/resumes/derive';
import { childRows, insertChildren, type ResumeValues } from '../modules/resumes/repository';
import { defaultSegmenter, type Segmenter } from '../modules/resumes/search';
import { columnsOf, educationExtras, rebuild } from '../modules/resumes/service';
import { candidateTags, resumes, resumeTags } from '../modules/resumes/tables';
import { DEMO_ACCOUNTS, seedDemo } from './demo';

const words = (s: string) => s.split(' ');
const SURNAMES = words('王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹 彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金 石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵 万 钱 严 覃 武 戴 莫 孔 向 汤 欧阳 司马 上官 诸葛');
const GIVEN = [
  words('伟 强 磊 军 洋 勇 杰 涛 超 明 刚 平 辉 鹏 华 飞 鑫 波 斌 宇 浩 凯 健 俊 帆 帅 旭 宁 龙 林 阳 晨 博 文 昊 然 轩 睿 泽 铭 宏 志 建 国 海 峰 亮 成 东 子 一 天 嘉 思 远 航 逸 哲'),
  words('芳 娜 敏 静 丽 艳 娟 霞 秀 玲 燕 萍 婷 雪 琳 晶 颖 慧 倩 欣 怡 佳 悦 瑶 琪 璐 露 雨 彤 梦 涵 诗 萱 妍 可 心 月 媛 菲 岚 雯 清 蕾 薇 晓 思 欢 丹 冰 洁'),
];
const CITIES = words('北京 上海 深圳 广州 杭州 成都 南京 武汉 西安 苏州 天津 重庆 长沙 郑州 青岛 厦门 合肥 宁波 济南 大连 沈阳 福州 昆明 无锡 东莞 佛山 珠海 哈尔滨 长春 石家庄 太原 南昌 南宁 贵阳 兰州 温州 绍兴 常州 烟台 洛阳');
const BRANDS = words('星河 远景 华章 青松 锦程 云栖 天域 博远 智联 海纳 恒信 鼎盛 启明 众合 新元 领航 瑞达 同创 长风 蓝海 金桥 银河 泰和 德信 光合 数智 极客 易达 优品 卓越 宏图 凌云 安泰 盛世 正大 新桥 万象 北辰 东方 汇通');
const SUFFIXES = words('网络科技有限公司 信息技术有限公司 软件股份有限公司 电子商务有限公司 数据服务有限公司 智能科技有限公司 医疗器械有限公司 生物医药有限公司 教育科技有限公司 文化传媒有限公司 物流集团有限公司 汽车销售服务有限公司 地产集团有限公司 金融服务有限公司 证券股份有限公司 商贸有限公司 餐饮管理有限公司 机械制造有限公司 新能源科技有限公司 咨询管理有限公司');
const FAMOUS = words('阿里巴巴 腾讯 字节跳动 百度 京东 美团 网易 华为 小米 拼多多 滴滴出行 快手 招商银行 中国平安 中国移动 万科 顺丰速运 比亚迪 宁德时代 海尔集团');
const MAJORS = words('计算机科学与技术 软件工程 电子信息工程 通信工程 自动化 数学与应用数学 统计学 信息管理与信息系统 市场营销 工商管理 会计学 金融学 国际经济与贸易 人力资源管理 法学 汉语言文学 英语 新闻学 广告学 视觉传达设计 机械设计制造及其自动化 土木工程 临床医学 护理学 药学 物流管理 电子商务 行政管理 心理学 教育学');
const TAGS = words('高潜人才 重点跟进 待沟通 已电话沟通 名企背景 海外经历 不合适 储备人才');

type Family = { titles: string[]; sentences: string[]; projects?: string[] };
const FAMILIES: Family[] = [
  {
    titles: words('前端开发工程师 Java开发工程师 后端开发工程师 Go开发工程师 Python开发工程师 测试工程师 算法工程师 数据分析师 运维工程师 架构师 技术经理 全栈工程师 Android开发工程师 iOS开发工程师 大数据开发工程师 嵌入式软件工程师'),
    sentences: words(
      '负责公司核心业务系统的设计与开发 使用React和TypeScript重构前端页面，首屏加载时间缩短40% 基于Spring Cloud搭建微服务架构 优化MySQL慢查询，接口响应时间降低一半 负责Kubernetes集群的部署与运维 参与推荐算法模型的训练与上线 编写自动化测试用例，提升回归测试效率 搭建数据仓库与实时计算平台 主导技术方案评审与代码审查 带领5人团队完成项目交付 对接第三方支付与短信接口 设计高并发秒杀系统 使用Redis缓存热点数据 负责移动端App的性能优化 参与需求分析和技术选型 使用Vue和Node.js开发运营后台',
    ),
    projects: words('订单中心重构 实时风控平台 数据中台建设 小程序商城 智能客服系统 统一登录平台 日志分析平台 持续集成流水线'),
  },
  {
    titles: words('销售经理 大客户销售 销售代表 渠道销售经理 销售总监 电话销售 区域销售经理 售前工程师'),
    sentences: words('负责华东区域客户开发与维护 完成年度销售目标120% 开拓新渠道合作伙伴30余家 维护重点大客户关系，续约率90%以上 组织产品推介会和行业展会 负责商务谈判与合同签订 管理10人销售团队 挖掘客户需求并提供解决方案 跟进回款，应收账款周期明显缩短 制定区域销售策略'),
  },
  {
    titles: words('市场专员 品牌经理 新媒体运营 用户运营 内容运营 活动策划 市场经理 产品运营 电商运营'),
    sentences: words('策划线上线下营销活动 负责公众号和小红书内容运营，粉丝增长5万 提升用户留存率 制定品牌推广计划 分析运营数据并优化转化率 负责天猫京东店铺日常运营 组织直播带货活动 撰写品牌文案和新闻稿'),
  },
  {
    titles: words('产品经理 高级产品经理 产品助理 UI设计师 交互设计师 视觉设计师 产品总监'),
    sentences: words('负责B端SaaS产品规划与需求设计 撰写产品需求文档并推动研发落地 开展用户调研和竞品分析 设计App界面与交互流程 建立设计规范和组件库 跟踪产品数据，持续迭代优化'),
    projects: words('招聘管理系统 会员积分体系 企业微信集成 设计系统建设'),
  },
  {
    titles: words('人力资源专员 招聘经理 HRBP 薪酬绩效专员 行政专员 会计 财务经理 出纳 审计专员 法务专员'),
    sentences: words('负责社会招聘和校园招聘全流程 搭建薪酬绩效体系 办理员工入离职手续 负责月度财务报表编制 完成年度审计工作 负责税务申报与筹划 组织员工培训与团建活动 管理公司固定资产'),
  },
  {
    titles: words('教师 课程顾问 临床医生 护士 药剂师 机械工程师 生产主管 质量工程师 采购专员 物流经理 仓储主管 客服专员'),
    sentences: words('负责高三数学教学，升学率显著提高 为家长提供课程咨询 负责门诊与住院患者诊疗 负责生产线排产与现场管理 推行精益生产，良品率提升 负责供应商开发与采购成本控制 优化仓储布局，提高出入库效率 处理客户投诉，满意度98%'),
  },
];
const CHANNELS = [1, 2, 3, 6, 20, 27, 9999];
const SCHOOLS = UNIVERSITIES.filter((u) => u.countryCode === 'CN').map((u) => u.name);
const INDUSTRY_NAMES = INDUSTRYS.filter((i) => i.level === 2).map((i) => i.name);

/** A deterministic generator (mulberry32), so a seed is reproducible. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  // Skewed picks: early items (common surnames, big cities) come up more often.
  const pick = <T>(list: readonly T[], skew = 1) => list[Math.floor(list.length * next() ** skew)]!;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Rand = ReturnType<typeof random>;

/** jieba splits at punctuation anyway; caching each piece makes repeated sentences free. */
export function cachingSegmenter(seg: Segmenter = defaultSegmenter): Segmenter {
  const cache = new Map<string, [string[], string[]]>();
  const piece = (p: string) => {
    let hit = cache.get(p);
    if (!hit) cache.set(p, (hit = [seg.cut(p), seg.cutForSearch(p)]));
    return hit;
  };
  const split = (text: string) => text.split(/(?<=[，。；！？、\s])/u).filter((p) => p !== '');
  return { cut: (t) => split(t).flatMap((p) => piece(p)[0]), cutForSearch: (t) => split(t).flatMap((p) => piece(p)[1]) };
}

const period = (from: [number, number], to: [number, number] | null) => formatPeriod({ start: { year: from[0], month: from[1] }, end: to ? { year: to[0], month: to[1] } : null });
const sentences = (r: Rand, pool: string[], n: number) => Array.from({ length: n }, () => r.pick(pool)).join('；');

function fakeResume(r: Rand, i: number, now: Date) {
  const female = r.chance(0.45);
  const given = GIVEN[female ? 1 : 0]!;
  const name = r.pick(SURNAMES, 2) + r.pick(given) + (r.chance(0.7) ? r.pick(given) : '');
  const age = r.int(21, 50);
  const birthYear = now.getFullYear() - age;
  const degree = r.pick(['本科', '本科', '本科', '大专', '硕士', '硕士', '博士', 'MBA']);
  const family = r.pick(FAMILIES);
  const start = birthYear + (degree === '大专' ? 21 : 22);
  const educations: ResumeEducationInput[] = [{ graduationSchool: r.pick(SCHOOLS, 1.3), degree: degree === 'MBA' || degree === '硕士' || degree === '博士' ? '本科' : degree, professional: r.pick(MAJORS), eduTime: period([start - 4, 9], [start, 6]) }];
  let year = start;
  if (degree !== '本科' && degree !== '大专') {
    year = start + (degree === '博士' ? 5 : 3);
    educations.unshift({ graduationSchool: r.pick(SCHOOLS, 1.5), degree, professional: r.pick(MAJORS), eduTime: period([start, 9], [year, 6]) });
  }
  const workExperiences: ResumeWorkInput[] = [];
  while (year < now.getFullYear() && workExperiences.length < 4) {
    const to = year + r.int(1, 4);
    const current = to >= now.getFullYear();
    workExperiences.unshift({
      companyName: r.chance(0.15) ? r.pick(FAMOUS) : `${r.pick(CITIES, 1.5)}${r.pick(BRANDS)}${r.pick(SUFFIXES)}`,
      jobName: r.pick(family.titles),
      workTime: period([year, r.int(1, 12)], current ? null : [to, r.int(1, 12)]),
      department: null,
      companyIndustry: r.pick(INDUSTRY_NAMES),
      workContent: sentences(r, family.sentences, r.int(2, 5)),
      workAchievement: r.chance(0.4) ? sentences(r, family.sentences, 1) : null,
    });
    year = to + 1;
  }
  const projects: ResumeProjectInput[] = family.projects && r.chance(0.6) ? [{ projectTime: period([now.getFullYear() - r.int(1, 5), r.int(1, 12)], null), projectName: r.pick(family.projects), projectDesc: sentences(r, family.sentences, 2), responsibilityDesc: sentences(r, family.sentences, 1) }] : [];
  const trainings: ResumeTrainingInput[] = r.chance(0.2) ? [{ trainingTime: period([start, 7], [start, 8]), trainingOrganization: `${r.pick(BRANDS)}培训学院`, trainingName: r.pick(['项目管理PMP', '高效沟通', '数据分析实战', '领导力提升']), trainingCertificate: null, trainingPlace: r.pick(CITIES) }] : [];
  const phone = r.chance(0.02) ? null : r.chance(0.01) ? `0571-${r.int(1000000, 9999999)}` : `1${r.pick([3, 5, 7, 8, 9])}${String(r.int(0, 9))}${String(i).padStart(8, '0')}`;
  const salary = r.int(5, 60);
  const updatedAt = new Date(now.getTime() - r.int(0, 730) * 86_400_000 - r.int(0, 86_399_999));
  const input = {
    name, gender: female ? 0 : 1, birthYear, mobile: phone, email: r.chance(0.9) ? `u${i}_${r.int(100, 999)}@example.com` : null, wechatCode: r.chance(0.5) ? `wx${r.int(100000, 9999999)}` : null,
    workCity: r.pick(CITIES, 1.6), hometownCity: r.pick(CITIES), expectCity: r.pick(CITIES, 1.6), expectPosition: r.pick(family.titles),
    expectIndustry: r.pick(INDUSTRY_NAMES), currentSalary: `${salary}000`, expectSalary: `${salary + 2}000-${salary + 8}000`,
    intentionStatus: r.chance(0.5) ? r.int(1, 5) : null, workState: r.int(1, 4), source: r.int(1, 13), channel: r.pick(CHANNELS),
  };
  return { input, histories: { educations, workExperiences, projects, trainings } as Histories, updatedAt };
}

/**
 * Inserts `count` generated resumes into a company in batches (default 500), with their
 * histories, search vectors and a few catalogue tags. Answers the ids' range.
 */
export async function seedResumes(db: Db, companyId: number, count: number, opts: { batchSize?: number; seed?: number; log?: (m: string) => void } = {}): Promise<{ inserted: number }> {
  const batchSize = opts.batchSize ?? 500;
  const r = random(opts.seed ?? companyId * 7919 + count);
  const seg = cachingSegmenter();
  const now = new Date();
  await db.insert(candidateTags).values(TAGS.map((name, sort) => ({ companyId, name, sort }))).onConflictDoNothing();
  const tagIds = (await db.select({ id: candidateTags.id }).from(candidateTags).where(eq(candidateTags.companyId, companyId))).map((t) => t.id);
  const n = await db.$count(resumes, eq(resumes.companyId, companyId));
  let inserted = 0;
  while (inserted < count) {
    const size = Math.min(batchSize, count - inserted);
    const batch = Array.from({ length: size }, (_, k) => fakeResume(r, n + inserted + k + 1, now));
    const rows: (ResumeValues & { companyId: number; createdAt: Date; updatedAt: Date })[] = batch.map(({ input, histories, updatedAt }) => {
      const base = columnsOf(input);
      const row = { expectPosition: null, expectIndustry: null, workCity: null, expectCity: null, hometownCity: null, statedDegree: null, statedWorkYears: null, ...base, name: input.name };
      const phoneFlag = phoneFlagOf(base.mobile ?? null);
      const parseStatus = phoneFlag === 1 ? ResumeParseStatus.SavedWithoutPhone : phoneFlag === 2 ? ResumeParseStatus.SavedWithBadPhone : ResumeParseStatus.Saved;
      return { ...row, ...rebuild(row, histories, seg), companyId, parseStatus, phoneFlag, createdAt: updatedAt, updatedAt };
    });
    await db.transaction(async (tx) => {
      const ids = (await tx.insert(resumes).values(rows).returning({ id: resumes.id })).map((x) => x.id);
      for (const key of ['educations', 'workExperiences', 'projects', 'trainings'] as const) {
        await insertChildren(tx, key, batch.flatMap((b, k) => childRows(key, b.histories[key], companyId, ids[k]!, educationExtras)));
      }
      const tagged = ids.filter(() => r.chance(0.25)).map((resumeId) => ({ companyId, resumeId, tagId: r.pick(tagIds) }));
      if (tagged.length) await tx.insert(resumeTags).values(tagged).onConflictDoNothing();
    });
    inserted += size;
    opts.log?.(`${inserted}/${count}`);
  }
  // Fresh statistics and visibility map, as autovacuum would leave them a minute later: the
  // first searches after a bulk load otherwise run on plans made for an empty table.
  await db.execute(sql`vacuum (analyze) resumes, resume_work_experiences, resume_educations, resume_projects, resume_trainings, resume_tags`);
  return { inserted };
}

/** The company to fill: the given one, else the demo company (seeded first when missing). */
export async function seedCompany(db: Db, companyId?: number): Promise<number> {
  if (companyId !== undefined) {
    const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
    if (!row) throw new Error(`公司 ${companyId} 不存在`);
    return row.id;
  }
  const [owner] = await db.select({ companyId: accounts.companyId }).from(accounts).where(eq(accounts.loginEmail, DEMO_ACCOUNTS[0].loginEmail));
  return owner?.companyId ?? (await seedDemo(db)).companyId;
}
