// The board's period and filters from the address, and a setter that writes them back (a change
// of period or filter is a new history entry, so the back button returns to the last view).
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toSearchParams } from '../../../api/params';
import { boardQueryParams, readBoardQuery, reportFilterOf, type BoardQuery } from './board-query';
import { chinaToday } from './period';

export function useBoardQuery() {
  const [search, setSearch] = useSearchParams();
  const today = chinaToday();
  const key = search.toString();
  const query = useMemo(() => readBoardQuery(new URLSearchParams(key), today), [key, today]);
  const filter = useMemo(() => reportFilterOf(query), [query]);
  const set = (patch: Partial<BoardQuery>) => setSearch(toSearchParams(boardQueryParams({ ...query, ...patch })));
  return { query, filter, today, set };
}
