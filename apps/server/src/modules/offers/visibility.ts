// Which offer fields a caller sees and may set: the offer field codes (100002-100009 in 社招,
// 110002-110009 in 校招) of his role, in the mode of the request. Jobs carry no 社招/校招 mark, so
// the request's mode decides; lite roles (用人经理, 前台) work across both modes and see a field
// when either mode grants it. Super administrators see everything. The API answers hidden fields
// as null and names them in `hidden`; a body that sets one is refused (403).
import { OFFER_FIELD_GATES, OFFER_FIELD_PERMS, OfferHideableField, offerFieldCode, SysType, type ApprovalFacts, type OfferPermField } from '@bole/domain';
import type { AuthContext } from '../../platform/auth/context';
import { AppError } from '../../platform/http/errors';

export type Viewer = Pick<AuthContext, 'isSuperAdmin' | 'codes' | 'sysType'>;

function sees(viewer: Viewer, field: OfferPermField): boolean {
  if (viewer.isSuperAdmin) return true;
  if (viewer.sysType === null) return viewer.codes.has(offerFieldCode(field, SysType.Social)) || viewer.codes.has(offerFieldCode(field, SysType.Campus));
  return viewer.codes.has(offerFieldCode(field, viewer.sysType));
}

/** The answer fields the viewer may not see, in a fixed order. */
export function hiddenOfferFields(viewer: Viewer): OfferHideableField[] {
  return Object.values(OfferHideableField).filter((f) => !sees(viewer, OFFER_FIELD_GATES[f]));
}

/** Refuses a body that sets a field the caller cannot see, naming the field. */
export function assertSettable(viewer: Viewer, body: Record<string, unknown>): void {
  const hidden = hiddenOfferFields(viewer);
  const named = hidden.find((f) => f !== 'jobName' && body[f] !== undefined);
  if (named) throw new AppError('OFFER_FIELD_FORBIDDEN', `没有权限填写Offer字段「${OFFER_FIELD_PERMS[OFFER_FIELD_GATES[named]].name}」，请联系管理员开通`);
}

/** An offer approval's facts without those the viewer's codes hide (the department, the regular salary). */
export function visibleFacts(viewer: Viewer, facts: ApprovalFacts): ApprovalFacts {
  const hidden = new Set(hiddenOfferFields(viewer));
  const shown: ApprovalFacts = { ...facts };
  if (hidden.has('orgId')) delete shown.orgId;
  if (hidden.has('formalSalary')) delete shown.salary;
  return shown;
}
