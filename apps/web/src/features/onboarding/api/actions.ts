// The 入职管理 actions (办理入职, 220011): 确认入职, 未到岗 and 转正 for one or many; 修改入职时间 and
// 延长试用期 for one. Each refreshes the list and the job boards (their views count these people).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application, BulkResult, OnboardingConfirm, OnboardingEntryDate, OnboardingExtend, OnboardingNoShow, OnboardingRegularize } from '@bole/domain';
import { http } from '../../../api/http';
import { onboardingKeys } from './hires';

export type OnboardingAction =
  | { kind: 'confirm'; body: OnboardingConfirm }
  | { kind: 'noShow'; body: OnboardingNoShow }
  | { kind: 'regularize'; body: OnboardingRegularize }
  | { kind: 'entryDate'; id: number; body: OnboardingEntryDate }
  | { kind: 'extend'; id: number; body: OnboardingExtend };

export function runAction(action: OnboardingAction): Promise<BulkResult | Application> {
  switch (action.kind) {
    case 'confirm':
      return http.post<BulkResult>('/api/onboarding/confirm', action.body);
    case 'noShow':
      return http.post<BulkResult>('/api/onboarding/no-show', action.body);
    case 'regularize':
      return http.post<BulkResult>('/api/onboarding/regularize', action.body);
    case 'entryDate':
      return http.post<Application>(`/api/onboarding/${action.id}/entry-date`, action.body);
    case 'extend':
      return http.post<Application>(`/api/onboarding/${action.id}/extend-probation`, action.body);
  }
}

export function useOnboardingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: runAction,
    onSettled: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: onboardingKeys.all }), client.invalidateQueries({ queryKey: ['recruit'] })]);
    },
  });
}
