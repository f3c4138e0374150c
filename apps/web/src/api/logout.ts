// POST /api/auth/logout, then forget the token and every stored piece of user data.
import { useMutation } from '@tanstack/react-query';
import { clearSession } from '../lib/session';
import { goTo } from '../lib/navigate';
import { http } from './http';

export async function logout(): Promise<void> {
  try {
    await http.post<unknown>('/api/auth/logout', {}, { silent: true });
  } finally {
    // Even when the server is unreachable the browser forgets the session.
    clearSession();
  }
}

export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSettled: () => goTo('/login', { replace: true }),
  });
}
