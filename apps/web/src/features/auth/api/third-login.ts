// GET /api/dingtalk/third/login.json?authCode&corpId: sign-in from the workplace chat app.
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../../api/http';

/** What the chat-app login answers: the session user (spec section 3), with the token when the server hands it over. */
export const thirdLoginResultSchema = z.object({
  roleType: z.number(),
  sysType: z.number().nullable().optional(),
  firstLogin: z.boolean().optional(),
  role: z.number().nullable().optional(),
  token: z.string().optional(),
});
export type ThirdLoginResult = z.infer<typeof thirdLoginResultSchema>;

export async function thirdLogin(authCode: string, corpId: string): Promise<ThirdLoginResult> {
  const data = await http.get<unknown>('/api/dingtalk/third/login.json', { authCode, corpId }, { silent: true });
  return thirdLoginResultSchema.parse(data);
}

export function useThirdLogin(authCode: string | null, corpId: string | null) {
  return useQuery({
    queryKey: ['auth', 'third-login', authCode, corpId],
    queryFn: () => thirdLogin(authCode ?? '', corpId ?? ''),
    enabled: Boolean(authCode),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}
