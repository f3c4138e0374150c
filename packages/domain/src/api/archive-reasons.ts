// Archive reasons (/user/manage/archivereason 归档原因): per company and reason type, the reasons
// recruiters pick when they eliminate, blacklist or record a refusal or a resignation.
import { z } from 'zod';
import { ReasonType } from '../codes';

export const ARCHIVE_REASON_NAME_MAX = 30;
export const ARCHIVE_REASONS_MAX = 100;

/** Display order of the reason types (the page's tabs). */
export const REASON_TYPE_ORDER: readonly ReasonType[] = ['elimination', 'resignation', 'refuseInterview', 'refuseOffer', 'blacklist'];

/** What a new company starts with, per type; administrators rename, reorder, disable or delete them. */
export const DEFAULT_ARCHIVE_REASONS: Readonly<Record<ReasonType, readonly string[]>> = {
  elimination: ['工作经验不符合要求', '专业技能不足', '学历不符合要求', '薪资期望过高', '沟通表达能力不足', '稳定性较差', '综合素质与岗位不匹配', '背景调查未通过'],
  resignation: ['薪资福利不满意', '个人职业发展', '工作地点或通勤原因', '家庭原因', '身体健康原因', '试用期未通过', '团队或管理问题'],
  refuseInterview: ['已接受其他Offer', '对职位不感兴趣', '薪资不符合预期', '工作地点不合适', '面试时间冲突', '暂不考虑换工作'],
  refuseOffer: ['已接受其他Offer', '薪资待遇不满意', '原公司挽留', '工作地点不合适', '职位发展空间有限', '家庭原因'],
  blacklist: ['简历信息造假', '面试无故爽约', '接受Offer后未入职', '违反职业操守', '背景调查发现严重问题'],
};

const formBoolean = (v: unknown) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v);
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v) as unknown;
  } catch {
    return v;
  }
};

const typeSchema = z.enum(ReasonType, { error: '请选择原因类型' });
const nameSchema = z
  .string({ error: '请输入原因名称' })
  .trim()
  .min(1, '请输入原因名称')
  .max(ARCHIVE_REASON_NAME_MAX, `原因名称最多${ARCHIVE_REASON_NAME_MAX}个字符`);

export const archiveReasonSchema = z.object({ id: z.number(), type: typeSchema, name: z.string(), enabled: z.boolean(), sort: z.number() });
export type ArchiveReason = z.infer<typeof archiveReasonSchema>;

/** GET /api/archive-reasons: one type or all; `enabled=true` for the pickers of the recruiting screens. */
export const archiveReasonQuerySchema = z.object({
  type: typeSchema.optional(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '须为true或false' }).optional()),
});
export type ArchiveReasonQuery = z.infer<typeof archiveReasonQuerySchema>;

export const archiveReasonCreateSchema = z.object({ type: typeSchema, name: nameSchema });
export type ArchiveReasonCreate = z.infer<typeof archiveReasonCreateSchema>;

export const archiveReasonUpdateSchema = z.object({
  name: nameSchema.optional(),
  enabled: z.preprocess(formBoolean, z.boolean({ error: '是否启用须为true或false' }).optional()),
});
export type ArchiveReasonUpdate = z.infer<typeof archiveReasonUpdateSchema>;

/** POST /api/archive-reasons/reorder: every reason id of one type in the new order. */
export const archiveReasonReorderSchema = z.object({
  type: typeSchema,
  ids: z.preprocess(jsonText, z.array(z.coerce.number().int().positive(), { error: '排序格式不正确' }).min(1, '排序格式不正确').max(ARCHIVE_REASONS_MAX, '排序格式不正确')),
});
export type ArchiveReasonReorder = z.infer<typeof archiveReasonReorderSchema>;
