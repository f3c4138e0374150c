// The candidate's interview pages without login: signing in by the desk's QR code
// (/out/interview/signin?code=) and the registration form from his notice (/out/interview/register?token=).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicDesk, PublicRegistration, PublicSignedIn, PublicSignIn } from '@bole/domain';
import { http } from '../../../api/http';

const path = (kind: 'signin' | 'register', token: string) => `/api/out/interview/${kind}/${encodeURIComponent(token)}`;

// The pages show their own states: no toast on top of them.
export const getDeskCode = (code: string) => http.get<PublicDesk>(path('signin', code), undefined, { silent: true });
export const deskCodeQuery = (code: string) => queryOptions({ queryKey: ['out-interview-desk', code], queryFn: () => getDeskCode(code), retry: false, enabled: code !== '' });
export const useDeskCode = (code: string) => useQuery(deskCodeQuery(code));

export const signInByCode = ({ code, ...body }: PublicSignIn & { code: string }) => http.post<PublicSignedIn>(path('signin', code), body, { silent: true });
export const useSignInByCode = () => useMutation({ mutationFn: signInByCode });

const registrationKey = (token: string) => ['out-interview-register', token] as const;
export const getRegistration = (token: string) => http.get<PublicRegistration>(path('register', token), undefined, { silent: true });
export const registrationQuery = (token: string) => queryOptions({ queryKey: registrationKey(token), queryFn: () => getRegistration(token), retry: false, enabled: token !== '' });
export const useRegistration = (token: string) => useQuery(registrationQuery(token));

export function useRegistrationActions(token: string) {
  const queryClient = useQueryClient();
  return {
    submit: useMutation({
      mutationFn: (answers: Record<string, unknown>) => http.post<PublicRegistration>(path('register', token), { answers }, { silent: true }),
      onSuccess: (data) => queryClient.setQueryData(registrationKey(token), data),
    }),
    signIn: useMutation({
      mutationFn: () => http.post<PublicSignedIn>(`${path('register', token)}/sign-in`, {}, { silent: true }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKey(token) }),
    }),
  };
}
