// What an account change touches: the account lists and pickers, role account counts,
// department member counts and the permission views.
import type { QueryClient } from '@tanstack/react-query';
import { companyKeys } from './keys';

export function invalidateAccountViews(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: companyKeys.accounts.all }),
    queryClient.invalidateQueries({ queryKey: companyKeys.roles.all }),
    queryClient.invalidateQueries({ queryKey: companyKeys.orgs.all }),
    queryClient.invalidateQueries({ queryKey: companyKeys.permissions.all }),
    queryClient.invalidateQueries({ queryKey: companyKeys.teams.all }),
  ]);
}
