import { describe, expect, it } from 'vitest';
import { ResumeParseStatus, StorageResult } from '../codes';
import { ERRORS } from '../errors';
import { RESUME_UPLOAD_MAX_MB, storageResultOf } from './resume-upload';

describe('storageResultOf', () => {
  it('counts a stored resume as stored, even one that failed to parse, and the same file or phone as a duplicate', () => {
    expect([1, 2, 4, 6].map(storageResultOf)).toEqual([StorageResult.Stored, StorageResult.Stored, StorageResult.Stored, StorageResult.Stored]);
    expect(storageResultOf(ResumeParseStatus.DuplicatePhone)).toBe(StorageResult.Duplicate);
    expect(storageResultOf(ResumeParseStatus.DuplicateAttachment)).toBe(StorageResult.Duplicate);
    expect(storageResultOf(ResumeParseStatus.NameTooLong)).toBe(StorageResult.Failed);
  });
  it('names the upload limit in the refusal message', () => {
    expect(ERRORS.RESUME_FILE_TOO_LARGE.message).toContain(`${RESUME_UPLOAD_MAX_MB}MB`);
  });
});
