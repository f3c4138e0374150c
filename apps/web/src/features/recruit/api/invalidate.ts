// After an action on candidates: the board's counts, the table, the picker's counts and the
// candidate's log are refetched (the board's loaded cards are updated in place by the board).
import type { QueryClient } from '@tanstack/react-query';
import { recruitKeys } from './keys';

export function invalidateRecruit(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: recruitKeys.all });
}
