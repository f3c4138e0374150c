// The upload list of 上传简历: every picked file gets a row at once; UPLOAD_CONCURRENCY of them
// upload at a time (a zip to the batch endpoint, the rest one file per request), progress
// updates only when the percentage moves, and one refusal never stops the others.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import { isApiError } from '../../../api/errors';
import { afterResumeChange } from '../api/invalidate';
import { uploadResume, uploadResumeZip } from '../api/upload-resumes';
import { batchItemOutcome, createScheduler, failure, fileProblem, isZip, outcomeOf, summaryOf, UPLOAD_CONCURRENCY, type Outcome, type UploadRow } from './upload-files';

type Action =
  | { type: 'add'; rows: UploadRow[] }
  | { type: 'patch'; key: string; patch: Partial<UploadRow> }
  | { type: 'cancelPending' }
  | { type: 'clear' };

function reducer(rows: UploadRow[], action: Action): UploadRow[] {
  switch (action.type) {
    case 'add':
      return [...rows, ...action.rows];
    case 'patch':
      return rows.map((r) => (r.key === action.key ? { ...r, ...action.patch } : r));
    case 'cancelPending':
      return rows.map((r) => (r.state === 'done' ? r : { ...r, state: 'cancelled' }));
    case 'clear':
      return rows.filter((r) => r.state !== 'done' && r.state !== 'cancelled');
  }
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : '上传失败，请稍后重试');

let seq = 0;

export function useResumeUploads() {
  const queryClient = useQueryClient();
  const [rows, dispatch] = useReducer(reducer, []);
  const controller = useRef(new AbortController());
  // The pool behind the drawer is refreshed once a round of uploads has ended.
  const scheduler = useMemo(() => createScheduler(UPLOAD_CONCURRENCY, () => void afterResumeChange(queryClient)), [queryClient]);

  const run = useCallback(async (key: string, file: File) => {
    const { signal } = controller.current;
    if (signal.aborted) return;
    const patch = (p: Partial<UploadRow>) => dispatch({ type: 'patch', key, patch: p });
    let shown = 0;
    patch({ state: 'uploading' });
    const onProgress = (percent: number) => {
      if (percent === shown) return;
      shown = percent;
      // Once the bytes are sent, the server is reading the resume.
      patch(percent >= 100 ? { progress: 100, state: 'parsing' } : { progress: percent });
    };
    try {
      const outcomes: Outcome[] = isZip(file.name)
        ? (await uploadResumeZip(file, { onProgress, signal })).items.map(batchItemOutcome)
        : [outcomeOf(await uploadResume(file, { onProgress, signal }))];
      patch({ state: 'done', progress: 100, outcomes });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') patch({ state: 'cancelled' });
      else patch({ state: 'done', outcomes: [failure(errorText(error))] });
    }
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      if (controller.current.signal.aborted) controller.current = new AbortController();
      const added = files.map((file): UploadRow & { file: File; problem: string | null } => {
        seq += 1;
        const problem = fileProblem(file);
        return { key: `u${seq}`, fileName: file.name, size: file.size, file, problem, state: problem ? 'done' : 'waiting', progress: 0, outcomes: problem ? [failure(problem)] : [] };
      });
      dispatch({ type: 'add', rows: added.map(({ file: _file, problem: _problem, ...row }) => row) });
      for (const r of added) if (!r.problem) scheduler.add(() => run(r.key, r.file));
    },
    [run, scheduler],
  );

  /** Stops what is uploading and drops what waits; finished results stay. */
  const cancel = useCallback(() => {
    scheduler.clear();
    controller.current.abort();
    dispatch({ type: 'cancelPending' });
  }, [scheduler]);

  useEffect(() => () => controller.current.abort(), []);

  const summary = useMemo(() => summaryOf(rows), [rows]);
  return { rows, summary, add, cancel, clear: () => dispatch({ type: 'clear' }) };
}
