// Which actions a candidate offers, from his state, his stage (its type and the actions switched
// on for it) and the user's permissions. The process's own actions (move, eliminate, restore,
// transfer, archive, staff states), the stage actions built so far (推荐给用人部门, 安排面试 with its
// 自选面试时间 link), 添加背调, the Offer actions (添加Offer, 查看Offer, 发送Offer) and 候选人反馈链接.
import { RecruitmentState, StageAction, StageType, type ApplicationCard, type ApplicationEliminate, type StaffStateTarget } from '@bole/domain';

export type ActionKey = 'next' | 'move' | 'push' | 'interview' | 'slots' | 'backgroundCheck' | 'offer' | 'viewOffer' | 'sendOffer' | 'feedback' | 'eliminate' | 'restore' | 'transfer' | 'archive' | `staff:${StaffStateTarget}`;
export type CardAction = { key: ActionKey; label: string; danger?: boolean; divided?: boolean };

/** move 220002, eliminate 220003 (also 归档), restore 220012, entry 220011 (办理入职), transfer 转移职位, push 220004, notify 220013 (候选人反馈链接), arrange 220005 (安排面试);
 * offerEdit 250012 (添加Offer), offerView 250011 or 250012 (查看Offer), offerSend 220009 (发送Offer). */
export type ActionRights = {
  move: boolean;
  eliminate: boolean;
  restore: boolean;
  entry: boolean;
  transfer: boolean;
  push: boolean;
  notify: boolean;
  arrange: boolean;
  backgroundCheck?: boolean;
  offerEdit?: boolean;
  offerView?: boolean;
  offerSend?: boolean;
};

type Stage = { id: number; name: string; type: StageType; actions: readonly StageAction[] };

/** Whether candidates of the stage can be pushed to the hiring department (the stage has the action on). */
export const canPushFrom = (stage: Stage | undefined, rights: ActionRights) => rights.push && stage !== undefined && stage.actions.includes(StageAction.PushToDepartment);

/** Whether candidates of the stage can be given an interview: an interview stage (安排面试 is its fixed first action). */
export const canArrangeFrom = (stage: Stage | undefined, rights: ActionRights) =>
  rights.arrange && stage !== undefined && stage.type === StageType.Interview && stage.actions.includes(StageAction.ArrangeInterview);

/** Whether a background check can be ordered (420001): an Offer stage with 发起背景调查 on. */
export const canOrderCheckFrom = (stage: Stage | undefined, rights: ActionRights) =>
  rights.backgroundCheck === true && stage !== undefined && stage.type === StageType.Offer && stage.actions.includes(StageAction.AddBackgroundCheck);

/** Whether the stage offers an Offer action (添加Offer, 查看Offer, 发送Offer) switched on for it. */
export const offerStageWith = (stage: Stage | undefined, action: StageAction) => stage !== undefined && stage.type === StageType.Offer && stage.actions.includes(action);

/** Stage types from which a candidate is taken on (待入职 / 办理入职): the offer stage and the pending ones after it (体检, 背调). */
const HIRING_STAGE_TYPES: readonly StageType[] = [StageType.Offer, StageType.Pending];

export function cardActions(card: Pick<ApplicationCard, 'stageId' | 'recruitmentState'>, stages: readonly Stage[], rights: ActionRights): CardAction[] {
  const index = stages.findIndex((s) => s.id === card.stageId);
  const stage = stages[index];
  const next = stages[index + 1];
  const state = card.recruitmentState;
  const out: CardAction[] = [];

  if (state === RecruitmentState.Eliminated) {
    if (rights.restore) out.push({ key: 'restore', label: '恢复候选人' });
    if (rights.eliminate) out.push({ key: 'archive', label: '归档到人才库' });
    return out;
  }
  if (state === RecruitmentState.Hired) {
    if (rights.entry) out.push({ key: 'staff:4', label: '办理转正' }, { key: 'staff:2', label: '办理离职', danger: true });
    return out;
  }
  if (state === RecruitmentState.Regular) return rights.entry ? [{ key: 'staff:2', label: '办理离职', danger: true }] : [];
  if (state === RecruitmentState.Left) return [];

  // In the process (state null) or awaiting entry (5).
  if (state === null && canArrangeFrom(stage, rights)) out.push({ key: 'interview', label: '安排面试' }, { key: 'slots', label: '邀请候选人自选面试时间' });
  if (state === null && canPushFrom(stage, rights)) out.push({ key: 'push', label: '推荐给用人部门' });
  if (state === null && rights.offerEdit === true && offerStageWith(stage, StageAction.AddOffer)) out.push({ key: 'offer', label: '添加Offer' });
  if (rights.offerView === true && offerStageWith(stage, StageAction.ViewOffer)) out.push({ key: 'viewOffer', label: '查看Offer' });
  if (state === null && rights.offerSend === true && offerStageWith(stage, StageAction.SendOffer)) out.push({ key: 'sendOffer', label: '发送Offer' });
  if (state === null && canOrderCheckFrom(stage, rights)) out.push({ key: 'backgroundCheck', label: '添加背调' });
  if (rights.move && next) out.push({ key: 'next', label: `移到下一阶段：${next.name}`, divided: out.length > 0 });
  if (rights.move && stages.length > 1) out.push({ key: 'move', label: '移动到其他阶段…' });
  if (rights.entry) {
    if (state === RecruitmentState.AwaitingEntry) out.push({ key: 'staff:1', label: '办理入职', divided: out.length > 0 });
    else if (stage && HIRING_STAGE_TYPES.includes(stage.type)) out.push({ key: 'staff:5', label: '设为待入职', divided: out.length > 0 }, { key: 'staff:1', label: '办理入职' });
  }
  if (rights.notify) out.push({ key: 'feedback', label: '候选人反馈链接', divided: out.length > 0 });
  if (rights.transfer) out.push({ key: 'transfer', label: '转移到其他职位', divided: out.length > 0 });
  if (rights.eliminate) out.push({ key: 'archive', label: '归档到人才库', divided: !rights.transfer && out.length > 0 }, { key: 'eliminate', label: '淘汰', danger: true, divided: true });
  return out;
}

/** Per stage type, the actions a card in the process shows as its button, first present wins. */
const MAIN_BY_STAGE_TYPE: Record<StageType, readonly ActionKey[]> = {
  [StageType.Screening]: ['push', 'next'],
  [StageType.Interview]: ['interview', 'next'],
  [StageType.Test]: ['next'],
  [StageType.Offer]: ['offer', 'next', 'staff:5'],
  [StageType.Pending]: ['next', 'staff:5'],
};

/** The action a card shows as its button: a short label, and the menu's wording as its hint. */
export type MainAction = { key: ActionKey; label: string; title: string };

/** The order to look for a card's button in, from his staff state, else from his stage's type. */
function mainOrder(state: RecruitmentState | null, stage: Stage | undefined): readonly ActionKey[] {
  if (state === RecruitmentState.Eliminated) return ['restore'];
  if (state === RecruitmentState.Hired) return ['staff:4'];
  if (state === RecruitmentState.AwaitingEntry) return ['staff:1'];
  return state === null && stage ? MAIN_BY_STAGE_TYPE[stage.type] : [];
}

/** Of a card's actions, the one it shows as a button (the rest stay in its 更多 menu): the step that
 * moves the candidate on from where he is; none when he has no such step or the user may not take it. */
export function mainAction(card: Pick<ApplicationCard, 'stageId' | 'recruitmentState'>, stages: readonly Stage[], actions: readonly CardAction[]): MainAction | undefined {
  const stage = stages.find((s) => s.id === card.stageId);
  const found = mainOrder(card.recruitmentState, stage)
    .map((key) => actions.find((a) => a.key === key))
    .find((a) => a !== undefined);
  if (!found) return undefined;
  if (found.key !== 'next') return { key: found.key, label: found.label, title: found.label };
  // 通过 where the stage judges the candidate; after that, the plain step to the next stage.
  const judging: readonly StageType[] = [StageType.Screening, StageType.Interview, StageType.Test];
  return { key: 'next', label: stage && judging.includes(stage.type) ? '通过' : '下一阶段', title: found.label };
}

/** The reason types offered when eliminating, in the order of the settings page. */
export type EliminateType = NonNullable<ApplicationEliminate['reasonType']>;
export const ELIMINATE_TYPES: readonly { type: EliminateType; label: string }[] = [
  { type: 'elimination', label: '淘汰' },
  { type: 'refuseInterview', label: '候选人拒绝面试' },
  { type: 'refuseOffer', label: '候选人拒绝Offer' },
  { type: 'blacklist', label: '加入黑名单' },
];
