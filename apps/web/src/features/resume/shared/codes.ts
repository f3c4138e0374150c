// The few constants of the domain's API modules (api/common.ts, api/resume.ts) that the pages
// show. Those modules build their zod schemas at load, so importing a label from them would put
// zod (25 KB gz) into every page of the pool; codes.test.ts keeps these equal to the domain's.
import type { DuplicateKind, PhoneFlag as PhoneFlagCode, ResumeAction } from '@bole/domain';

/** PAGE_SIZE_DEFAULT of the domain. */
export const PAGE_SIZE = 20;

/** PhoneFlag of the domain: 0 fine, 1 missing, 2 malformed. */
export const PHONE_FLAG = { Ok: 0, Missing: 1, Malformed: 2 } as const satisfies Record<string, PhoneFlagCode>;

/** duplicateKindLabels of the domain. */
export const DUPLICATE_KIND_LABELS: Record<DuplicateKind, string> = { phone: '手机号重复', email: '邮箱重复', attachment: '附件重复' };

/** resumeActionLabels of the domain, in its order. */
export const RESUME_ACTION_LABELS: Record<ResumeAction, string> = {
  create: '新增简历',
  update: '编辑简历',
  delete: '删除简历',
  restore: '恢复简历',
  merge: '合并重复简历',
  mergedInto: '被合并',
  tag: '修改标签',
  handOver: '移交简历',
  file: '上传附件',
  fileDelete: '删除附件',
  comment: '添加备注',
  commentEdit: '编辑备注',
  commentDelete: '删除备注',
  share: '分享简历',
  shareRevoke: '撤销分享',
};
