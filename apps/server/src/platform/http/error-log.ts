// How an error is logged. A failed query's error carries the SQL with its values (names,
// phones, e-mails of candidates and accounts) in its message, its `params` and its
// PostgreSQL `detail`; the summary keeps what an operator needs to find the fault and
// nothing a request put there. (Request lines: log.ts.)

type ErrorLike = Error & Record<string, unknown>;

/** The fields of a PostgreSQL error that name the schema, never the data. */
const PG_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

/** Whether the error came from the database (a failed query), whose text may hold the values sent. */
export function isDatabaseError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const e = error as ErrorLike;
  return 'params' in e || 'query' in e || (typeof e.severity === 'string' && typeof e.routine === 'string') || e.name === 'DatabaseError';
}

/** The stack's frames without the message line(s) above them. */
function frames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  const at = stack.indexOf('\n    at ');
  return at === -1 ? '' : stack.slice(at + 1);
}

export type ErrorSummary = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * A loggable summary of an error and its causes: the type, the codes and the schema names
 * a database error gives (SQLSTATE, constraint, table, column), the stack frames; the
 * message only for errors that do not come from the database.
 */
export function errorSummary(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const e = error as ErrorLike;
  let summary: ErrorSummary;
  if (isDatabaseError(e)) {
    summary = { type: e.name, message: 'database error (query and values not logged)', stack: frames(e.stack) };
    for (const field of PG_FIELDS) if (typeof e[field] === 'string') summary[field] = e[field];
  } else {
    summary = { type: e.name, message: e.message, stack: e.stack ?? '' };
    if (typeof e.code === 'string') summary.code = e.code;
  }
  if (e.cause !== undefined && depth < 3) summary.cause = errorSummary(e.cause, depth + 1);
  return summary;
}

/** The summary in one line, for a log that takes text: type, message (never a query's), and the codes of it and its causes. */
export function errorLine(error: unknown): string {
  const summary = errorSummary(error);
  const codes: string[] = [];
  for (let s: ErrorSummary | undefined = summary; s; s = s.cause as ErrorSummary | undefined) if (typeof s.code === 'string') codes.push(s.code);
  return `${summary.type}: ${summary.message}${codes.length ? ` (${codes.join(', ')})` : ''}`;
}
