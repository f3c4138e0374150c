// The report's period and filters in the address beside its id (/report/detail?id=progress&from=…),
// read and written as the boards do, so a link, the print preview and the back button agree.
import type { StandardReport } from '@bole/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { toSearchParams } from '../../../api/params';
import { readBoardQuery, reportFilterOf, type BoardQuery } from '../board/board-query';
import { chinaToday } from '../board/period';

/** The address of a report's view, for the detail and the preview. */
export function reportSearch(report: StandardReport, query: BoardQuery): URLSearchParams {
  const filters = Object.fromEntries(report.filters.map((key) => [key, query[key]]));
  return toSearchParams({ id: report.id, from: query.from, to: query.to, ...filters });
}

export function useReportQuery(report: StandardReport | null) {
  const [search, setSearch] = useSearchParams();
  const today = chinaToday();
  const key = search.toString();
  const query = useMemo(() => {
    const read = readBoardQuery(new URLSearchParams(key), today);
    // A filter the report does not take is dropped, so the page, the file and the print count alike.
    return report ? { ...read, ...Object.fromEntries((['jobId', 'orgId', 'ownerId', 'channel'] as const).filter((k) => !report.filters.includes(k)).map((k) => [k, undefined])) } : read;
  }, [key, today, report]);
  const filter = useMemo(() => reportFilterOf(query), [query]);
  const set = (patch: Partial<BoardQuery>) => report && setSearch(reportSearch(report, { ...query, ...patch }));
  return { query, filter, today, set };
}
