// POST /api/integrations/dingtalk/test: asks DingTalk for an access token with the saved AppKey and AppSecret.
import { useMutation } from '@tanstack/react-query';
import type { DingtalkTestResult } from '@bole/domain';
import { http } from '../../../api/http';

export function testDingtalk(): Promise<DingtalkTestResult> {
  // The page shows the outcome inline, success or failure.
  return http.post<DingtalkTestResult>('/api/integrations/dingtalk/test', undefined, { silent: true });
}

export function useTestDingtalk() {
  return useMutation({ mutationFn: testDingtalk });
}
