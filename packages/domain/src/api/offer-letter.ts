import { z } from 'zod';
import { NotificationTemplateType, TemplatePlaceholder, templatePlaceholderLabels, templatePlaceholderNames } from '../codes/notify';
import { placeholdersOfType, placeholderToken, type Placeholder } from '../messaging/codes';
import { checkTemplate, type TemplateValues } from '../messaging/template';
import { textLength } from '../rules/text';

// Offer模板 (/user/template/offer, 330008): the company's offer letter templates, rendered with
// the one template renderer (messaging/template.ts) into the mail body preview and the PDF letter.

/** Limits of a letter template; lengths count a Chinese character as 2 (spec section 5). */
export const OFFER_LETTER_LIMITS = { name: 40, content: 20000, templates: 50 } as const;

/** The letter's title in the PDF and the preview. */
export const OFFER_LETTER_TITLE = '录用通知书';

/** The placeholders a letter may hold, in the picker's order: the spec's ids 1 to 29. */
export const offerLetterPlaceholders: readonly Placeholder[] = placeholdersOfType(NotificationTemplateType.OfferNotice);

/** The picker's entries: id, Chinese label and the `${name}` token. */
export const offerLetterPlaceholderInfos = offerLetterPlaceholders.map((id) => ({ id, label: templatePlaceholderLabels[id as TemplatePlaceholder], token: placeholderToken(id) }));

const name = z
  .string({ error: '请输入模板名称' })
  .trim()
  .min(1, '请输入模板名称')
  .refine((t) => textLength(t) <= OFFER_LETTER_LIMITS.name, `模板名称最多${OFFER_LETTER_LIMITS.name}个字符（一个汉字算2个）`)
  .refine((t) => !/[\r\n]/.test(t), '模板名称不能换行');

const content = z
  .string({ error: '请输入Offer函内容' })
  .trim()
  .min(1, '请输入Offer函内容')
  .refine((t) => textLength(t) <= OFFER_LETTER_LIMITS.content, `Offer函内容最多${OFFER_LETTER_LIMITS.content}个字符（一个汉字算2个）`)
  .superRefine((text, ctx) => {
    const problem = checkTemplate(text, offerLetterPlaceholders);
    if (problem) ctx.addIssue({ code: 'custom', message: `Offer函内容中${problem}` });
  });

/** POST/PUT /api/offer-letter-templates: name, the letter's HTML with `${token}` placeholders, and whether it is the default. */
export const offerLetterTemplateSaveSchema = z.object({
  name,
  content,
  isDefault: z.boolean({ error: '请选择是否设为默认模板' }).default(false),
});
export type OfferLetterTemplateSave = z.infer<typeof offerLetterTemplateSaveSchema>;

/** One template as the list and the editor show it. */
export const offerLetterTemplateSchema = z.object({
  id: z.number(),
  name: z.string(),
  content: z.string(),
  isDefault: z.boolean(),
  updatedAt: z.string(),
});
export type OfferLetterTemplate = z.infer<typeof offerLetterTemplateSchema>;

/** POST /api/offer-letter-templates/:id/copy: the copy's name (else 「原名称-副本」). */
export const offerLetterTemplateCopySchema = z.object({ name: name.optional() });
export type OfferLetterTemplateCopy = z.infer<typeof offerLetterTemplateCopySchema>;

const valueQuery = z.string().max(500, '占位符的值最多500个字符').optional();

/**
 * GET /api/offer-letter-templates/:id/preview (and .../sample.pdf): values by token name
 * (`personName=张三`); a value not given takes the sample value.
 */
export const offerLetterPreviewQuerySchema = z.object(
  Object.fromEntries(offerLetterPlaceholders.map((id) => [templatePlaceholderNames[id as TemplatePlaceholder], valueQuery])) as Record<string, typeof valueQuery>,
);
export type OfferLetterPreviewQuery = z.infer<typeof offerLetterPreviewQuerySchema>;

/** The letter rendered for reading: its title, the body HTML (values escaped) and the signature block. */
export const offerLetterPreviewSchema = z.object({
  templateId: z.number(),
  templateName: z.string(),
  title: z.string(),
  html: z.string(),
  companyName: z.string(),
  /** The signature date in Chinese (2026年12月1日). */
  date: z.string(),
});
export type OfferLetterPreview = z.infer<typeof offerLetterPreviewSchema>;

/** The values of a preview query, by placeholder id (empty strings are kept: they render as empty). */
export function offerLetterValuesOfQuery(query: OfferLetterPreviewQuery): TemplateValues {
  const values: TemplateValues = {};
  for (const id of offerLetterPlaceholders) {
    const value = query[templatePlaceholderNames[id as TemplatePlaceholder]];
    if (value !== undefined) values[id] = value;
  }
  return values;
}

/** A date as the letter writes it: 2026年12月1日 (the calendar day given, no time zone involved). */
export function chineseDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return day;
  return `${Number(match[1])}年${Number(match[2])}月${Number(match[3])}日`;
}

const P = TemplatePlaceholder;

/** Values that show how a letter reads before any offer exists; each is plainly a sample. */
export function offerLetterSampleValues(companyName: string): TemplateValues {
  return {
    [P.PersonName]: '张三',
    [P.CompanyName]: companyName,
    [P.JobName]: 'Java开发工程师',
    [P.JobUrl]: '',
    [P.EntryDate]: '2026年12月1日',
    [P.Probation]: '3个月',
    [P.ProbationSalary]: '税前 16,000.00元/月',
    [P.PositiveSalary]: '税前 20,000.00元/月',
    [P.ContactName]: '李娜',
    [P.ContactTel]: '13800138000',
    [P.Address]: '上海市浦东新区张江路88号',
    [P.ContactEmail]: 'hr@example.com',
    [P.OrgName]: '技术部',
    [P.DemandName]: '2026年技术部扩招',
    [P.JobRank]: 'P6',
    [P.OfferCreateTime]: '2026年11月20日',
    [P.CandidateIdNum]: '310***********1234',
  };
}

/** The letter every company starts with (provisioning and the demo seed). */
export const DEFAULT_OFFER_LETTER_TEMPLATE: { name: string; content: string } = {
  name: '标准录用通知书',
  content: [
    '<p>尊敬的${personName}：</p>',
    '<p>您好！感谢您对${companyName}的信任与关注。经过面试评估，我们很高兴地通知您：公司决定录用您担任${orgName}${jobName}一职。现将录用事项通知如下：</p>',
    '<p>一、入职时间：请于${entryDate}上午9:00到公司报到，报到地址：${address}。</p>',
    '<p>二、试用期：${probation}，试用期薪资为${probationSalary}；转正后薪资为${positiveSalary}。公司依法为您缴纳社会保险和住房公积金。</p>',
    '<p>三、报到时请携带：身份证原件及复印件、学历学位证书原件及复印件、原单位离职证明、近期一寸免冠照片两张、本人银行卡信息。</p>',
    '<p>四、本录用通知以您提供的个人信息及材料真实、有效为前提，并以入职体检合格为条件。如您接受本录用通知，请于收到后三个工作日内回复确认。</p>',
    '<p>如有任何疑问，请联系${contactName}（电话：${contactTel}；邮箱：${contactEmail}）。</p>',
    '<p>我们期待您的加入，并祝您在${companyName}工作顺利！</p>',
  ].join('\n'),
};
