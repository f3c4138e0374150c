// Made-up candidates for the parser fixtures: no real people. Phones are in 138 0013 xxxx,
// e-mails at example domains; companies are invented, schools are real institutions.

export type Edu = { time: string; school: string; degree: string; major: string };
export type Job = { time: string; company: string; title: string; department?: string; industry?: string; scale?: string; content: string };
export type Project = { time: string; name: string; desc: string; duty: string };
export type Training = { time: string; org: string; name: string; certificate?: string };

export type Person = {
  name: string;
  gender: 0 | 1;
  birthYear: number;
  birthMonth: number;
  mobile: string;
  email: string;
  wechat?: string;
  workCity: string;
  expectCity: string;
  expectPosition: string;
  expectSalary: string;
  expectIndustry?: string;
  workYears: number;
  educations: Edu[];
  jobs: Job[];
  projects: Project[];
  trainings: Training[];
  self: string;
  skills: string;
};

export const PEOPLE: Record<string, Person> = {
  zhao: {
    name: '赵子轩', gender: 1, birthYear: 1995, birthMonth: 3, mobile: '13800130001', email: 'zhaozixuan@example.com', wechat: 'zzx_design95',
    workCity: '杭州', expectCity: '杭州', expectPosition: 'UI设计师', expectSalary: '15-20K', expectIndustry: '互联网', workYears: 6,
    educations: [{ time: '2013.09-2017.06', school: '中国美术学院', degree: '本科', major: '视觉传达设计' }],
    jobs: [
      { time: '2019.03-至今', company: '杭州青禾网络科技有限公司', title: '高级UI设计师', department: '用户体验部', content: '负责公司App与小程序的界面设计，建立设计规范并推动组件库落地。' },
      { time: '2017.07-2019.02', company: '杭州蓝鲸文化传媒有限公司', title: 'UI设计师', department: '设计中心', content: '负责品牌视觉与运营活动页设计，月均交付四十余个页面。' },
    ],
    projects: [{ time: '2021.05-2021.12', name: '青禾商城App改版', desc: '电商App全面改版，覆盖首页、商品详情和结算流程。', duty: '主导视觉设计与交互评审，输出设计规范。' }],
    trainings: [{ time: '2020.06-2020.08', org: '站酷学院', name: '交互设计进阶课程', certificate: '结业证书' }],
    self: '热爱设计，关注细节，沟通顺畅，能独立负责完整产品线的视觉设计。', skills: '熟练使用Figma、Sketch、Photoshop、Illustrator。',
  },
  lina: {
    name: '李娜', gender: 0, birthYear: 1995, birthMonth: 5, mobile: '13800130002', email: 'lina.pm@example.com',
    workCity: '上海', expectCity: '上海', expectPosition: '产品经理', expectSalary: '20001-25000元/月', expectIndustry: '互联网/电子商务', workYears: 6,
    educations: [{ time: '2013.09-2017.06', school: '复旦大学', degree: '本科', major: '信息管理与信息系统' }],
    jobs: [
      { time: '2019.07-至今', company: '上海星辰网络科技有限公司', title: '高级产品经理', department: '产品部', industry: '互联网/电子商务', scale: '1000-9999人', content: '负责会员体系与增长产品的规划与落地，会员复购率提升18%。' },
      { time: '2017.07-2019.06', company: '北京小满信息技术有限公司', title: '产品经理', department: '产品中心', industry: '计算机软件', scale: '100-499人', content: '负责SaaS后台产品设计，完成权限与审批模块的重构。' },
    ],
    projects: [{ time: '2020.03-2020.10', name: '会员成长体系', desc: '搭建积分、等级与权益体系。', duty: '负责需求调研、方案设计与上线后的数据复盘。' }],
    trainings: [],
    self: '具备数据驱动的产品思维，善于跨部门协作。', skills: 'Axure、SQL、Python数据分析。',
  },
  wanglei: {
    name: 'WANG Lei', gender: 1, birthYear: 1996, birthMonth: 8, mobile: '13800130003', email: 'wanglei.dev@example.com',
    workCity: '北京', expectCity: '北京', expectPosition: 'Senior Software Engineer', expectSalary: '40-50K', workYears: 5,
    educations: [
      { time: '2018.09-2020.06', school: 'Peking University', degree: '硕士', major: 'Computer Science' },
      { time: '2014.09-2018.06', school: 'Tsinghua University', degree: '本科', major: 'Software Engineering' },
    ],
    jobs: [
      { time: '2022.04-至今', company: 'Zhiyuan Technologies Inc.', title: 'Senior Software Engineer', content: 'Built the payment gateway serving 3 million orders a day.' },
      { time: '2020.07-2022.03', company: 'Haibei Data Ltd.', title: 'Software Engineer', content: 'Developed streaming data pipelines with Flink and Kafka.' },
    ],
    projects: [{ time: '2021.01-2021.09', name: 'Realtime Risk Engine', desc: 'A rule engine scoring transactions within 50 ms.', duty: 'Designed the rule DSL and its evaluator.' }],
    trainings: [],
    self: 'Backend engineer who likes simple designs and measurable results.', skills: 'Go, Java, Kafka, PostgreSQL, Kubernetes.',
  },
  chen: {
    name: '陈思雨', gender: 0, birthYear: 1993, birthMonth: 11, mobile: '13800130004', email: 'chensiyu@example.cn', wechat: 'siyu_acc',
    workCity: '北京', expectCity: '北京', expectPosition: '财务主管', expectSalary: '15001-20000元/月', expectIndustry: '房地产/建筑', workYears: 8,
    educations: [{ time: '2011.09-2015.06', school: '中央财经大学', degree: '本科', major: '会计学' }],
    jobs: [
      { time: '2020.01-至今', company: '北京华信置业集团有限公司', title: '财务主管', department: '财务部', industry: '房地产', scale: '500-999人', content: '负责集团三家子公司的总账、税务申报与年度审计对接。' },
      { time: '2015.07-2019.12', company: '北京安和会计师事务所', title: '审计助理', department: '审计二部', industry: '专业服务', scale: '100-499人', content: '参与上市公司年报审计与内控测试。' },
    ],
    projects: [],
    trainings: [{ time: '2018.03-2018.09', org: '中华会计网校', name: '中级会计职称辅导', certificate: '中级会计师证书' }],
    self: '做事细致严谨，熟悉企业会计准则与税法。', skills: '用友U8、金蝶K3、Excel高级函数。',
  },
  ouyang: {
    name: '欧阳明轩', gender: 1, birthYear: 1994, birthMonth: 7, mobile: '13800130005', email: 'oymx@example.com',
    workCity: '深圳', expectCity: '深圳', expectPosition: 'Java开发工程师', expectSalary: '25-35K', workYears: 7,
    educations: [{ time: '2012.09-2016.06', school: '华南理工大学', degree: '本科', major: '计算机科学与技术' }],
    jobs: [
      { time: '2020.05-至今', company: '深圳云启科技有限公司', title: '高级Java开发工程师', department: '交易平台部', content: '负责订单与库存服务的架构设计，支撑大促峰值每秒两万笔订单。' },
      { time: '2018.03-2020.04', company: '深圳前海微链金融服务有限公司', title: 'Java开发工程师', department: '技术部', content: '参与供应链金融平台开发，负责授信与放款模块。' },
      { time: '2016.07-2018.02', company: '广州天河软件有限公司', title: '初级Java工程师', content: '参与政务系统开发与维护。' },
    ],
    projects: [
      { time: '2021.03-2021.11', name: '订单中心重构', desc: '将单体订单系统拆分为微服务。', duty: '负责拆分方案与数据迁移。' },
      { time: '2019.01-2019.08', name: '供应链授信平台', desc: '面向中小企业的线上授信平台。', duty: '负责授信额度计算与风控对接。' },
    ],
    trainings: [],
    self: '五年以上高并发系统经验，注重代码质量。', skills: 'Java、Spring Cloud、MySQL、Redis、RocketMQ。',
  },
  liufang: {
    name: '刘芳', gender: 0, birthYear: 1990, birthMonth: 2, mobile: '13800130006', email: 'liufang.hr@example.com', wechat: 'liufang_hr',
    workCity: '广州', expectCity: '广州', expectPosition: 'HRBP', expectSalary: '25-30万/年', expectIndustry: '快速消费品', workYears: 11,
    educations: [
      { time: '2012.09-2015.06', school: '中山大学', degree: '硕士', major: '人力资源管理' },
      { time: '2008.09-2012.06', school: '暨南大学', degree: '本科', major: '工商管理' },
    ],
    jobs: [
      { time: '2019.04-至今', company: '广州悦享食品有限公司', title: 'HRBP经理', department: '人力资源中心', industry: '快速消费品', content: '负责销售体系两千人的组织发展、招聘与绩效管理。' },
      { time: '2015.07-2019.03', company: '广州南粤百货集团有限公司', title: '招聘主管', department: '人力资源部', industry: '零售', content: '负责门店店长与区域经理的招聘，年均招聘三百人。' },
    ],
    projects: [],
    trainings: [{ time: '2017.05-2017.06', org: '中国人民大学继续教育学院', name: '人力资源管理师培训', certificate: '企业人力资源管理师二级' }],
    self: '熟悉快消行业销售组织的人力资源管理。', skills: '北森、SAP SuccessFactors。',
  },
  sun: {
    name: '孙浩然', gender: 1, birthYear: 1992, birthMonth: 9, mobile: '13800130007', email: 'sunhaoran@example.com',
    workCity: '成都', expectCity: '成都', expectPosition: '销售经理', expectSalary: '面议', workYears: 9,
    educations: [{ time: '2010.09-2014.06', school: '四川大学', degree: '本科', major: '市场营销' }],
    jobs: [
      { time: '2018.06-至今', company: '成都蜀汇医疗器械有限公司', title: '区域销售经理', department: '西南大区', content: '负责四川、重庆两地医院渠道，年销售额八千万元。' },
      { time: '2014.07-2018.05', company: '重庆长江商贸有限公司', title: '销售代表', content: '负责经销商开发与维护。' },
    ],
    projects: [],
    trainings: [],
    self: '目标感强，擅长大客户谈判。', skills: 'CRM系统、商务谈判。',
  },
  zhou: {
    name: '周婷', gender: 0, birthYear: 1998, birthMonth: 4, mobile: '13800130008', email: 'zhouting98@example.com', wechat: 'zt_media',
    workCity: '南京', expectCity: '南京', expectPosition: '新媒体运营', expectSalary: '8000-10000元/月', workYears: 3,
    educations: [{ time: '2016.09-2020.06', school: '南京师范大学', degree: '本科', major: '新闻学' }],
    jobs: [
      { time: '2021.08-至今', company: '南京栖霞文化传播有限公司', title: '新媒体运营专员', department: '内容中心', content: '负责公众号与短视频账号运营，粉丝从两万增长到十五万。' },
      { time: '2020.07-2021.07', company: '南京青柠教育科技有限公司', title: '运营助理', content: '负责社群运营与活动策划。' },
    ],
    projects: [],
    trainings: [],
    self: '文字功底扎实，对热点敏感。', skills: '剪映、秀米、Photoshop。',
  },
  ayiguli: {
    name: '阿依古丽·艾力', gender: 0, birthYear: 1994, birthMonth: 6, mobile: '13800130009', email: 'ayiguli@example.com',
    workCity: '乌鲁木齐', expectCity: '乌鲁木齐', expectPosition: '护士', expectSalary: '6000-8000元/月', workYears: 7,
    educations: [{ time: '2012.09-2016.06', school: '新疆医科大学', degree: '本科', major: '护理学' }],
    jobs: [{ time: '2016.07-至今', company: '乌鲁木齐康宁医院', title: '护士', department: '心内科', content: '负责病区护理、健康宣教与护理文书书写。' }],
    projects: [],
    trainings: [{ time: '2019.03-2019.06', org: '新疆医科大学附属医院', name: '重症护理专科培训', certificate: '专科护士证书' }],
    self: '工作认真负责，有良好的沟通能力。', skills: '护士执业资格证、基础生命支持。',
  },
  huang: {
    name: '黄俊杰', gender: 1, birthYear: 1997, birthMonth: 1, mobile: '13800130010', email: 'huangjj@example.com',
    workCity: '上海', expectCity: '上海', expectPosition: '数据分析师', expectSalary: '18-25K', workYears: 4,
    educations: [
      { time: '2019.09-2021.06', school: '上海财经大学', degree: '硕士', major: '统计学' },
      { time: '2015.09-2019.06', school: '华东师范大学', degree: '本科', major: '数学与应用数学' },
    ],
    jobs: [{ time: '2021.07-至今', company: '上海明途信息科技有限公司', title: '数据分析师', department: '数据中心', content: '负责用户增长分析与A/B实验平台建设。' }],
    projects: [{ time: '2022.02-2022.09', name: '用户流失预警模型', desc: '基于行为数据预测流失用户。', duty: '负责特征工程与模型评估。' }],
    trainings: [],
    self: '逻辑清晰，善于用数据讲故事。', skills: 'SQL、Python、Tableau。',
  },
  wu: {
    name: '吴晓燕', gender: 0, birthYear: 1996, birthMonth: 10, mobile: '13800130011', email: 'wuxiaoyan@example.com',
    workCity: '武汉', expectCity: '武汉', expectPosition: '行政专员', expectSalary: '6-8K', workYears: 4,
    educations: [{ time: '2015.09-2019.06', school: '湖北大学', degree: '本科', major: '行政管理' }],
    jobs: [{ time: '2019.07-至今', company: '武汉光谷智能制造有限公司', title: '行政专员', department: '综合管理部', content: '负责办公室日常行政、会议安排与固定资产管理。' }],
    projects: [],
    trainings: [],
    self: '细心耐心，执行力强。', skills: 'Office办公软件。',
  },
  zhengkai: {
    name: '郑凯', gender: 1, birthYear: 1999, birthMonth: 12, mobile: '13800130012', email: 'zhengkai.fe@example.com',
    workCity: '杭州', expectCity: '杭州', expectPosition: '前端开发工程师', expectSalary: '15001-20000元/月', workYears: 3,
    educations: [{ time: '2017.09-2021.06', school: '浙江工业大学', degree: '本科', major: '软件工程' }],
    jobs: [
      { time: '2022.03-至今', company: '杭州数澜网络有限公司', title: '前端开发工程师', department: '前端组', content: '负责数据中台可视化页面开发。' },
      { time: '2021.07-2022.02', company: '杭州小鹿软件有限公司', title: '前端实习生', content: '参与官网与后台管理系统开发。' },
    ],
    projects: [],
    trainings: [],
    self: '熟悉React生态，喜欢钻研性能优化。', skills: 'React、TypeScript、Vite。',
  },
  hejiaqi: {
    name: '何佳琪', gender: 0, birthYear: 1993, birthMonth: 8, mobile: '13800130013', email: 'hejiaqi@example.org',
    workCity: '西安', expectCity: '西安', expectPosition: '英语教师', expectSalary: '10000-15000元/月', workYears: 8,
    educations: [{ time: '2011.09-2015.06', school: '西安外国语大学', degree: '本科', major: '英语' }],
    jobs: [
      { time: '2018.09-至今', company: '西安博雅教育科技有限公司', title: '英语教研组长', department: '教研部', content: '负责初中英语课程研发与教师培训。' },
      { time: '2015.07-2018.08', company: '西安高新第三中学', title: '英语教师', content: '担任初中英语教学与班主任工作。' },
    ],
    projects: [],
    trainings: [],
    self: '教学经验丰富，学生成绩提升明显。', skills: '英语专业八级、教师资格证。',
  },
  emily: {
    name: 'Emily Zhang', gender: 0, birthYear: 1997, birthMonth: 5, mobile: '13800130014', email: 'emily.zhang@example.com',
    workCity: '上海', expectCity: '上海', expectPosition: 'Marketing Manager', expectSalary: '30K', workYears: 4,
    educations: [{ time: '2015.09-2019.06', school: 'Shanghai International Studies University', degree: '本科', major: 'International Business' }],
    jobs: [
      { time: '2021.06-至今', company: 'Brightwave Consulting Ltd.', title: 'Marketing Specialist', content: 'Ran B2B campaigns that doubled qualified leads.' },
      { time: '2019.07-2021.05', company: 'Lumen Media Group', title: 'Marketing Assistant', content: 'Managed social media calendars for five brands.' },
    ],
    projects: [],
    trainings: [],
    self: 'Bilingual marketer with a data-minded approach.', skills: 'HubSpot, Google Analytics, Chinese and English.',
  },
  ma: {
    name: '马晓东', gender: 1, birthYear: 1991, birthMonth: 3, mobile: '13800130015', email: 'maxiaodong@example.com',
    workCity: '苏州', expectCity: '苏州', expectPosition: '机械工程师', expectSalary: '12-15K', workYears: 10,
    educations: [{ time: '2009.09-2013.06', school: '江苏大学', degree: '本科', major: '机械设计制造及其自动化' }],
    jobs: [{ time: '2013.07-至今', company: '苏州精工机械制造有限公司', title: '机械工程师', department: '研发部', content: '负责自动化设备的结构设计。' }],
    projects: [],
    trainings: [],
    self: '踏实肯干。', skills: 'SolidWorks、AutoCAD。',
  },
};
