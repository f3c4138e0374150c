// Word lists the made-up candidates are drawn from. Companies are invented (a city, a made-up
// brand and a trade); schools are real institutions, as on any resume.

export const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱武戴孔'.split('');
export const COMPOUND_SURNAMES = [['欧阳', 'Ouyang'], ['司马', 'Sima'], ['上官', 'Shangguan'], ['诸葛', 'Zhuge'], ['东方', 'Dongfang'], ['皇甫', 'Huangfu'], ['令狐', 'Linghu'], ['慕容', 'Murong'], ['尉迟', 'Yuchi'], ['公孙', 'Gongsun'], ['司徒', 'Situ'], ['端木', 'Duanmu']] as const;
export const GIVEN_MALE = '伟强磊军洋勇杰涛明超亮浩宇博文斌鹏飞俊凯健辉志成峰毅帆轩晨昊然哲睿远航'.split('');
export const GIVEN_FEMALE = '娜静敏丽艳芳婷雪琳慧颖倩瑶欣怡悦璐晴佳蕾萱妍梦楠岚薇琪月嘉雯'.split('');
export const GIVEN_ANY = '子思雨晓一嘉宏建春海天立文新明佳可安若'.split('');
export const ENGLISH_FIRST = { 1: ['Kevin', 'David', 'Jason', 'Eric', 'Leo', 'Frank', 'Tony', 'Allen'], 0: ['Emily', 'Grace', 'Cindy', 'Vivian', 'Iris', 'Sophie', 'Linda', 'Cathy'] } as const;

/** Pinyin of the given-name characters, for English CVs and e-mail addresses. */
export const PINYIN: Record<string, string> = Object.fromEntries(
  ('王wang 李li 张zhang 刘liu 陈chen 杨yang 黄huang 赵zhao 吴wu 周zhou 徐xu 孙sun 马ma 朱zhu 胡hu 郭guo 何he 高gao 林lin 罗luo 郑zheng 梁liang 谢xie 宋song 唐tang 许xu 韩han 冯feng 邓deng 曹cao 彭peng 曾zeng 肖xiao 田tian 董dong 袁yuan 潘pan 蒋jiang 蔡cai 余yu 杜du 叶ye 程cheng 苏su 魏wei 吕lv 丁ding 任ren 沈shen 姚yao 卢lu 姜jiang 崔cui 钟zhong 谭tan 陆lu 汪wang 范fan 金jin 石shi 廖liao 贾jia 夏xia 韦wei 付fu 方fang 白bai 邹zou 孟meng 熊xiong 秦qin 邱qiu 江jiang 尹yin 薛xue 闫yan 段duan 雷lei 侯hou 龙long 史shi 陶tao 黎li 贺he 顾gu 毛mao 郝hao 龚gong 邵shao 万wan 钱qian 武wu 戴dai 孔kong ' +
    '伟wei 强qiang 磊lei 军jun 洋yang 勇yong 杰jie 涛tao 明ming 超chao 亮liang 浩hao 宇yu 博bo 文wen 斌bin 鹏peng 飞fei 俊jun 凯kai 健jian 辉hui 志zhi 成cheng 峰feng 毅yi 帆fan 轩xuan 晨chen 昊hao 然ran 哲zhe 睿rui 远yuan 航hang ' +
    '娜na 静jing 敏min 丽li 艳yan 芳fang 婷ting 雪xue 琳lin 慧hui 颖ying 倩qian 瑶yao 欣xin 怡yi 悦yue 璐lu 晴qing 佳jia 蕾lei 萱xuan 妍yan 梦meng 楠nan 岚lan 薇wei 琪qi 月yue 嘉jia 雯wen ' +
    '子zi 思si 雨yu 晓xiao 一yi 宏hong 建jian 春chun 海hai 天tian 立li 新xin 可ke 安an 若ruo')
    .trim()
    .split(/\s+/)
    .map((w) => [w[0]!, w.slice(1)]),
);

export const CITIES = [['北京', 'Beijing'], ['上海', 'Shanghai'], ['广州', 'Guangzhou'], ['深圳', 'Shenzhen'], ['杭州', 'Hangzhou'], ['南京', 'Nanjing'], ['苏州', 'Suzhou'], ['成都', 'Chengdu'], ['武汉', 'Wuhan'], ['西安', "Xi'an"], ['重庆', 'Chongqing'], ['天津', 'Tianjin'], ['长沙', 'Changsha'], ['郑州', 'Zhengzhou'], ['厦门', 'Xiamen'], ['合肥', 'Hefei'], ['青岛', 'Qingdao'], ['宁波', 'Ningbo']] as const;
export const BRANDS = [['青禾', 'Qinghe'], ['蓝汐', 'Lanxi'], ['星澜', 'Xinglan'], ['瑞沅', 'Ruiyuan'], ['海贝', 'Haibei'], ['致衡', 'Zhiheng'], ['明途', 'Mingtu'], ['禾丰', 'Hefeng'], ['云帆', 'Yunfan'], ['启辰', 'Qichen'], ['恒川', 'Hengchuan'], ['锦程', 'Jincheng'], ['朗峰', 'Langfeng'], ['沐光', 'Muguang'], ['睿择', 'Ruize'], ['森屿', 'Senyu'], ['拓微', 'Tuowei'], ['万象', 'Wanxiang'], ['新柏', 'Xinbai'], ['逸途', 'Yitu'], ['知行', 'Zhixing'], ['南枫', 'Nanfeng'], ['北辰', 'Beichen'], ['澄湖', 'Chenghu'], ['栖木', 'Qimu'], ['原野', 'Yuanye']] as const;

export type Track = {
  titles: (readonly [string, string])[];
  majors: (readonly [string, string])[];
  departments: string[];
  trades: (readonly [string, string])[];
  skills: string[];
  certificates: string[];
  salaries: string[];
};

export const TRACKS: Record<string, Track> = {
  tech: {
    titles: [['Java开发工程师', 'Java Developer'], ['前端开发工程师', 'Frontend Engineer'], ['测试工程师', 'QA Engineer'], ['运维工程师', 'DevOps Engineer'], ['数据分析师', 'Data Analyst'], ['算法工程师', 'Algorithm Engineer'], ['高级后端工程师', 'Senior Backend Engineer'], ['技术经理', 'Engineering Manager']],
    majors: [['计算机科学与技术', 'Computer Science'], ['软件工程', 'Software Engineering'], ['通信工程', 'Communication Engineering'], ['电子信息工程', 'Electronic Information Engineering'], ['数学与应用数学', 'Mathematics']],
    departments: ['研发中心', '技术部', '平台架构部', '数据智能部'],
    trades: [['网络科技', 'Network Technology'], ['信息技术', 'Information Technology'], ['软件', 'Software'], ['数据科技', 'Data Technology']],
    skills: ['Java', 'Spring Boot', 'MySQL', 'Redis', 'Vue', 'React', 'TypeScript', 'Python', 'Linux', 'Docker', 'Kubernetes', 'Go'],
    certificates: ['软件设计师', '系统架构设计师', 'PMP'],
    salaries: ['15-20K', '20-30K', '25-35K', '30-45K'],
  },
  finance: {
    titles: [['会计', 'Accountant'], ['财务主管', 'Finance Supervisor'], ['出纳', 'Cashier'], ['审计专员', 'Audit Specialist'], ['财务经理', 'Finance Manager'], ['税务专员', 'Tax Specialist']],
    majors: [['会计学', 'Accounting'], ['财务管理', 'Financial Management'], ['审计学', 'Auditing'], ['金融学', 'Finance']],
    departments: ['财务部', '审计部', '资金管理部'],
    trades: [['贸易', 'Trading'], ['实业', 'Industrial'], ['置业', 'Real Estate'], ['投资管理', 'Investment Management']],
    skills: ['用友U8', '金蝶K3', 'SAP FICO', 'Excel', '合并报表', '税务筹划'],
    certificates: ['初级会计职称', '中级会计职称', '注册会计师', 'ACCA'],
    salaries: ['8-12K', '10-15K', '15-20K', '20001-25000元/月'],
  },
  sales: {
    titles: [['销售代表', 'Sales Representative'], ['大客户经理', 'Key Account Manager'], ['区域销售经理', 'Regional Sales Manager'], ['销售总监', 'Sales Director'], ['渠道经理', 'Channel Manager']],
    majors: [['市场营销', 'Marketing'], ['国际经济与贸易', 'International Trade'], ['工商管理', 'Business Administration']],
    departments: ['销售部', '华东大区', '渠道部', '大客户部'],
    trades: [['医疗器械', 'Medical Devices'], ['商贸', 'Trading'], ['食品', 'Foods'], ['汽车销售服务', 'Auto Sales']],
    skills: ['客户开发', '商务谈判', 'Salesforce', '招投标', '渠道管理'],
    certificates: ['C1驾驶证'],
    salaries: ['10-15K', '15-25K', '面议', '10001-15000元/月'],
  },
  hr: {
    titles: [['招聘专员', 'Recruiter'], ['HRBP', 'HR Business Partner'], ['人事行政主管', 'HR & Admin Supervisor'], ['薪酬福利专员', 'C&B Specialist'], ['培训经理', 'Training Manager']],
    majors: [['人力资源管理', 'Human Resource Management'], ['行政管理', 'Public Administration'], ['应用心理学', 'Applied Psychology'], ['汉语言文学', 'Chinese Language and Literature']],
    departments: ['人力资源部', '行政人事部', '组织发展部'],
    trades: [['人力资源服务', 'HR Services'], ['餐饮管理', 'Catering Management'], ['物业服务', 'Property Services']],
    skills: ['招聘渠道管理', '绩效管理', '薪酬核算', '劳动法', '北森系统'],
    certificates: ['人力资源管理师二级', '人力资源管理师三级'],
    salaries: ['8-12K', '10-15K', '12-18K', '8001-10000元/月'],
  },
  design: {
    titles: [['UI设计师', 'UI Designer'], ['视觉设计师', 'Visual Designer'], ['交互设计师', 'Interaction Designer'], ['平面设计师', 'Graphic Designer']],
    majors: [['视觉传达设计', 'Visual Communication Design'], ['数字媒体艺术', 'Digital Media Art'], ['工业设计', 'Industrial Design']],
    departments: ['设计中心', '用户体验部', '品牌部'],
    trades: [['文化传媒', 'Culture & Media'], ['广告', 'Advertising'], ['网络科技', 'Network Technology']],
    skills: ['Figma', 'Photoshop', 'Illustrator', 'Sketch', 'C4D', 'After Effects'],
    certificates: ['Adobe认证设计师'],
    salaries: ['10-15K', '12-18K', '15-20K'],
  },
  manufacturing: {
    titles: [['机械工程师', 'Mechanical Engineer'], ['工艺工程师', 'Process Engineer'], ['质量工程师', 'Quality Engineer'], ['生产主管', 'Production Supervisor'], ['设备工程师', 'Equipment Engineer']],
    majors: [['机械设计制造及其自动化', 'Mechanical Engineering'], ['材料成型及控制工程', 'Materials Processing Engineering'], ['车辆工程', 'Automotive Engineering'], ['工业工程', 'Industrial Engineering']],
    departments: ['工程部', '质量部', '生产部', '技术中心'],
    trades: [['精密机械', 'Precision Machinery'], ['汽车零部件', 'Auto Parts'], ['电气', 'Electric'], ['新材料', 'New Materials']],
    skills: ['AutoCAD', 'SolidWorks', 'CATIA', 'PLC编程', 'FMEA'],
    certificates: ['六西格玛绿带', 'ISO9001内审员', '机械工程师（中级）'],
    salaries: ['8-12K', '10-15K', '12-20K', '6001-8000元/月'],
  },
  marketing: {
    titles: [['新媒体运营', 'Social Media Specialist'], ['用户运营', 'User Operations Specialist'], ['市场专员', 'Marketing Specialist'], ['品牌经理', 'Brand Manager'], ['电商运营', 'E-commerce Operations']],
    majors: [['新闻学', 'Journalism'], ['广告学', 'Advertising'], ['电子商务', 'E-commerce'], ['市场营销', 'Marketing']],
    departments: ['市场部', '品牌中心', '运营中心'],
    trades: [['电子商务', 'E-commerce'], ['文化传播', 'Communications'], ['品牌管理', 'Brand Management']],
    skills: ['内容策划', '数据分析', '抖音运营', 'SEO', '活动策划'],
    certificates: ['Google Analytics认证'],
    salaries: ['8-12K', '10-15K', '15-20K'],
  },
  admin: {
    titles: [['行政专员', 'Administrative Specialist'], ['总经理助理', 'Assistant to the General Manager'], ['采购专员', 'Purchasing Specialist'], ['物流主管', 'Logistics Supervisor']],
    majors: [['行政管理', 'Public Administration'], ['物流管理', 'Logistics Management'], ['英语', 'English'], ['秘书学', 'Secretarial Studies']],
    departments: ['行政部', '总经办', '采购部', '物流部'],
    trades: [['物流', 'Logistics'], ['供应链管理', 'Supply Chain'], ['商务服务', 'Business Services']],
    skills: ['Office办公软件', '档案管理', '供应商管理', 'SAP MM'],
    certificates: ['秘书资格证（三级）', '采购师'],
    salaries: ['6-8K', '7-10K', '8-12K', '6001-8000元/月'],
  },
};

/** Real institutions with their English names; the level says which degrees they give. */
export const UNIVERSITIES = [['复旦大学', 'Fudan University'], ['浙江大学', 'Zhejiang University'], ['武汉大学', 'Wuhan University'], ['中山大学', 'Sun Yat-sen University'], ['南京大学', 'Nanjing University'], ['四川大学', 'Sichuan University'], ['厦门大学', 'Xiamen University'], ['华中科技大学', 'Huazhong University of Science and Technology'], ['西安交通大学', "Xi'an Jiaotong University"], ['哈尔滨工业大学', 'Harbin Institute of Technology'], ['东南大学', 'Southeast University'], ['湖南大学', 'Hunan University'], ['郑州大学', 'Zhengzhou University'], ['苏州大学', 'Soochow University'], ['南京邮电大学', 'Nanjing University of Posts and Telecommunications'], ['上海财经大学', 'Shanghai University of Finance and Economics'], ['江西财经大学', 'Jiangxi University of Finance and Economics'], ['重庆邮电大学', 'Chongqing University of Posts and Telecommunications'], ['青岛大学', 'Qingdao University'], ['宁波大学', 'Ningbo University'], ['杭州电子科技大学', 'Hangzhou Dianzi University'], ['广东工业大学', 'Guangdong University of Technology']] as const;
export const COLLEGES = ['深圳职业技术学院', '浙江金融职业学院', '南京工业职业技术大学', '武汉职业技术学院', '成都航空职业技术学院', '长沙民政职业技术学院'];
export const SECONDARY = ['上海市工业技术学校', '杭州市电子信息职业学校', '广州市轻工职业学校', '成都市财贸职业高级中学'];
export const LANGUAGES = [['英语', 'English', ['CET-4', 'CET-6', '雅思7.0', '英语专业八级']], ['日语', 'Japanese', ['日语N1', '日语N2']], ['韩语', 'Korean', ['TOPIK 5级']], ['德语', 'German', ['德语B2']]] as const;
