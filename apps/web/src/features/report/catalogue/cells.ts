// A standard report's cells as the page, the print and the file show them: counts as they are,
// percents with their sign, a missing value as -.
import type { ReportCell, ReportColumn, ReportRow, StandardReport, StandardReportId } from '@bole/domain';
import { STANDARD_REPORT_IDS, standardReportOf } from '@bole/domain';
import type { Column } from '../../../components/table/SimpleTable';

export function cellText(value: ReportCell | undefined, column: ReportColumn): string {
  if (value === null || value === undefined || value === '') return column.kind === 'number' || column.kind === 'percent' ? '-' : '';
  return column.kind === 'percent' ? `${value}%` : String(value);
}

/** The table columns of a report; numbers and percents right-aligned. */
export function reportColumns(report: StandardReport): Column<ReportRow>[] {
  return report.columns.map((c, i) => ({
    key: c.key,
    title: c.title,
    align: c.kind === 'number' || c.kind === 'percent' ? 'right' : 'left',
    // The last column of text (说明) takes the room left, so a 合计 in words reads whole.
    width: c.kind === 'text' ? (i === 0 ? 180 : i === report.columns.length - 1 ? undefined : 120) : c.kind === 'date' ? 110 : 96,
    ellipsis: c.kind === 'text' && i < report.columns.length - 1,
    fixed: i === 0 ? 'left' : undefined,
    render: (row) => cellText(row[c.key], c),
  }));
}

/** The report the address names (?id=), or null for an unknown one. */
export function reportOfAddress(search: URLSearchParams): StandardReport | null {
  const id = search.get('id');
  return id !== null && (STANDARD_REPORT_IDS as string[]).includes(id) ? standardReportOf(id as StandardReportId) : null;
}
