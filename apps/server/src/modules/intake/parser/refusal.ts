// A file the parser will not read (empty, too large, corrupt, encrypted, a zip bomb, an
// unknown format): nothing is stored and the reason is told in Chinese.
import { ERRORS, RESUME_UPLOAD_MAX_MB, type ErrorKey } from '@bole/domain';

export type RefusalKey = Extract<
  ErrorKey,
  | 'RESUME_FILE_EMPTY'
  | 'RESUME_FILE_TOO_LARGE'
  | 'RESUME_FILE_CORRUPT'
  | 'RESUME_FILE_ENCRYPTED'
  | 'RESUME_FILE_BOMB'
  | 'RESUME_FILE_UNSUPPORTED'
  | 'RESUME_FILE_TOO_COMPLEX'
  | 'RESUME_FILE_NO_RESUME'
>;

export class ParseRefusal extends Error {
  constructor(
    readonly key: RefusalKey,
    readonly detail?: string,
  ) {
    super(ERRORS[key].message);
    this.name = 'ParseRefusal';
  }
}

/** The largest resume file read, in MB (the catalogue's message names the same number). */
export const RESUME_FILE_MAX_MB = RESUME_UPLOAD_MAX_MB;
export const RESUME_FILE_MAX_BYTES = RESUME_FILE_MAX_MB * 1024 * 1024;
