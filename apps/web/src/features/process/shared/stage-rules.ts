// The stage library's rules as the editors apply them: which actions a stage type offers and
// which of them cannot be switched off, and moving a stage within the library's order.
import { isStageActionLocked, stageActionLabels, stageTypeActions, type StageAction, type StageType } from '@bole/domain';

export type ActionOption = { action: StageAction; label: string; locked: boolean };

/** The actions of a stage type in display order, each with whether it is always on. */
export function actionOptions(type: StageType): ActionOption[] {
  return stageTypeActions[type].map((action) => ({ action, label: stageActionLabels[action], locked: isStageActionLocked(type, action) }));
}

/** The chosen actions as the server keeps them: the type's own only, locked ones always in, in display order. */
export function normalizeActions(type: StageType, chosen: readonly StageAction[]): StageAction[] {
  return stageTypeActions[type].filter((action) => isStageActionLocked(type, action) || chosen.includes(action));
}

/**
 * The library's order after moving `id` next to its neighbour `by` places away among the shown
 * ids (the list may be filtered by type): the two swap places in the whole order.
 */
export function moveInOrder(order: readonly number[], shown: readonly number[], id: number, by: -1 | 1): number[] {
  const at = shown.indexOf(id);
  const other = shown[at + by];
  if (at < 0 || other === undefined) return [...order];
  const next = [...order];
  const i = next.indexOf(id);
  const j = next.indexOf(other);
  [next[i], next[j]] = [next[j]!, next[i]!];
  return next;
}
