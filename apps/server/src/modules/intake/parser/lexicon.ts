// Words that tell what a piece of a resume line is: a person's name, a company, a job
// title, a department, a school, a degree.
import { degreeFromLabel, degreeLabels } from '@bole/domain';
import { UNIVERSITIES } from '../../basedata/data';
import { isLabelHead } from './labels';

// Common Chinese surnames (single and compound), enough to tell a name from other short words.
const SINGLE_SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤常温康施文牛樊葛邢安齐易乔伍庞颜倪庄聂章鲁岳翟殷詹申欧耿关兰焦俞左柳甘祝包宁尚符舒阮柯纪梅童凌毕单季裴霍涂成苗谷盛曲翁冉骆蓝路游辛靳管柴蒙鲍华喻祁蒲房滕屈饶解牟艾尤阳时穆农司卓古吉缪简车项连芦麦褚娄窦戚岑景党宫费卜冷晏席卫米柏宗瞿桂全佟应臧闵苟邬边卞姬师和仇栾隋商刁沙荣巫寇桑郎甄丛仲虞敖巩明佘池查麻苑迟邝官封谈匡鞠惠荆乐冀郁胥南班储原栗燕楚鄢劳谌奚皮粟冼蔺楼盘满闻位厉伊仝区郜海阚花权强帅屠豆朴盖练廉禹井祖漆巴丰支卿国狄平计索宣晋相初门云容敬来扈晁芮都普阙浦戈伏鹿薄邸雍辜羊阿乌母裘亓修邰赫杭况那宿鲜印逯隆茹诸战慕危玉银亢嵇公哈湛宾戎勾茅利於呼居揭干但尉冶斯元束檀衣信展阴昝智幸奉植衡富尧闭由';
const COMPOUND_SURNAMES = ['欧阳', '司马', '上官', '诸葛', '东方', '皇甫', '尉迟', '公孙', '慕容', '长孙', '宇文', '司徒', '夏侯', '轩辕', '令狐', '端木', '独孤', '南宫', '西门', '百里', '呼延', '万俟', '申屠', '太史', '钟离'];
const singleSurnames = new Set(SINGLE_SURNAMES);

// Short words that look like names but are not (2-4 Han characters starting with a surname).
const NOT_NAMES = new Set([
  '个人简历', '简历', '求职简历', '应聘简历', '个人资料', '基本信息', '个人信息', '联系方式', '求职意向', '工作经历', '教育经历',
  '本科', '硕士', '博士', '大专', '专科', '高中', '中专', '男', '女', '汉族', '未婚', '已婚', '党员', '团员', '群众',
  '中共党员', '共青团员', '在职', '离职', '应届', '应届生', '全职', '兼职', '实习', '简介', '项目经验', '自我评价',
  '平面设计', '方向', '程序员', '高级', '资深', '初级', '中级', '经理', '总监', '主管', '专员', '助理',
  '蓝色', '红色', '黑色', '白色', '灰色', '金色', '紫色', '黄色', '简约', '商务', '经典', '清新', '时尚', '通用',
]);

/** Whether a word is a plausible Chinese personal name: a known surname and 1-3 more characters (或 少数民族 names with ·). */
export function isChineseName(word: string): boolean {
  const w = word.trim();
  if (NOT_NAMES.has(w) || isLabelHead(w)) return false;
  if (/^\p{Script=Han}{1,6}·\p{Script=Han}{1,8}$/u.test(w)) return w.length <= 12;
  if (!/^\p{Script=Han}{2,4}$/u.test(w)) return false;
  const compound = COMPOUND_SURNAMES.some((s) => w.startsWith(s));
  if (compound) return w.length >= 3;
  if (!singleSurnames.has(w[0]!)) return false;
  return !/(公司|集团|大学|学院|经理|工程|专业|技术|管理|市场|科技|中心|部门|简历|经历|信息|期望|地址|城市|岗位|职位|薪资|年龄|性别|电话|邮箱|手机)/.test(w);
}

/** Whether a word is a plausible name written in Latin letters (Li Wei, Wei LI, John Smith). */
export function isLatinName(word: string): boolean {
  const w = word.trim();
  if (!/^[A-Z][A-Za-z'-]+(?: [A-Z][A-Za-z'-]+){1,2}$/.test(w)) return false;
  return !/\b(resume|curriculum|vitae|cv|profile|summary|education|experience|skills|contact|engineer|manager|developer|university|college|objective|information|personal|projects?)\b/i.test(w);
}

/** Company endings (Chinese and English). */
export const COMPANY_WORD =
  /(有限责任公司|股份有限公司|有限公司|分公司|公司|集团|银行|分行|支行|研究院|研究所|设计院|事务所|律所|工作室|医院|诊所|协会|基金会|出版社|报社|电视台|酒店|实验室|办事处|商行|门店|工厂|厂|\b(?:inc|ltd|llc|co|corp|corporation|company|group|technologies|technology|bank|labs?|studio|consulting|limited|gmbh)\b\.?)\s*$/i;

/** Words of job titles: a piece holding one is a title rather than a company. */
export const TITLE_WORD =
  /(工程师|经理|专员|主管|总监|设计师|助理|实习生|实习|顾问|分析师|架构师|负责人|总经理|总裁|副总|主任|文员|编辑|策划|代表|店长|技术员|研究员|会计|出纳|教师|老师|讲师|律师|医生|医师|护士|药师|司机|厨师|销售|运营|开发|测试|产品|客服|前台|行政|人事|秘书|组长|合伙人|董事|专家|督导|采购|跟单|质检|美工|文案|编导|摄影|主编|审计|精算|交易员|柜员|导购|收银|保安|技工|电工|学徒|管培生|管理培训生|监理|造价|建造师|翻译|记者|主播|招聘|培训师|HRBP|\bHR\b|\b(?:CEO|CTO|CFO|COO|VP|PM|QA|UI|UX|BD)\b|\b(?:engineer|developer|manager|analyst|designer|intern|consultant|director|lead|architect|scientist|specialist|assistant|associate|officer|coordinator|accountant|teacher|researcher|head|president|representative|administrator|editor|writer|owner|programmer|tester|recruiter|executive)\b)/i;

/** Department endings. */
export const DEPARTMENT_WORD = /(部|部门|事业部|事业群|中心|小组|组|团队|办公室|科室|\bdepartment\b|\bdept\.?\b|\bteam\b)\s*$/i;

/** School endings (Chinese and English). */
export const SCHOOL_WORD = /(大学|学院|学校|中学|高中|职校|技校|党校|分校|\b(?:university|college|institute|school|academy|polytechnic)\b)/i;

const knownSchools = new Set<string>();
for (const u of UNIVERSITIES) for (const n of [u.name, ...(u.aliases ?? [])]) knownSchools.add(n);

/** Whether a piece names a school: a known university or a school ending. */
export function isSchool(piece: string): boolean {
  const p = piece.trim();
  return knownSchools.has(p) || (SCHOOL_WORD.test(p) && p.length <= 60);
}

// Degree words, longest first; English abbreviations need word boundaries.
const DEGREE_PIECE =
  /^(?:统招|全日制|非全日制|在职|自考|成人|函授|网络教育)?(博士后|博士研究生|硕士研究生|博士|硕士|研究生|本科|学士|大专|专科|高职|中专|中技|职高|高中|初中|MBA|EMBA|MPA|MPAcc)(?:学历|学位|在读)?$|^(?:ph\.?\s?d\.?|doctor(?:ate)?|master(?:'s)?|m\.?\s?s\.?c?\.?|m\.?\s?a\.?|m\.?\s?eng\.?|bachelor(?:'s)?|b\.?\s?s\.?c?\.?|b\.?\s?a\.?|b\.?\s?eng\.?|mba|associate)(?:\s+(?:degree|of\s+\w+(?:\s+\w+)?))?$/i;

/** A degree piece as its Chinese label (本科, 硕士 ...), or undefined when the piece is no degree. */
export function degreeLabelOf(piece: string): string | undefined {
  // 本科/学士, 研究生/硕士: the level and the degree it gave, the first names the form's label.
  const parts = piece.split('/');
  if (parts.length === 2) return parts.map(degreeLabelOf).find((d) => d !== undefined);
  const p = piece.trim().replace(/[()]/g, '');
  if (!DEGREE_PIECE.test(p)) return undefined;
  const english = p.toLowerCase().replace(/[\s.']/g, '');
  let code = degreeFromLabel(p);
  if (/^(?:phd|doctor)/.test(english)) code = 5;
  else if (/^(?:master|ms|msc|ma|meng|mpa)/.test(english) && !/^mba/.test(english)) code = 4;
  else if (/^(?:bachelor|bs|bsc|ba|beng)/.test(english)) code = 3;
  else if (/^associate/.test(english)) code = 2;
  return code === undefined ? undefined : degreeLabels[code];
}
