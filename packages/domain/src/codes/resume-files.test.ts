import { describe, expect, it } from 'vitest';
import { RESUME_FILE_KINDS, resumeFileAccess } from './resume-files';

describe('resumeFileAccess', () => {
  it('gives every file as stored to a reader who may see contact details', () => {
    for (const kind of RESUME_FILE_KINDS) expect(resumeFileAccess(kind, true)).toBe('original');
  });

  it('without 250001 gives the original resume only as the redacted rendition and no other file', () => {
    expect(resumeFileAccess('original', false)).toBe('redacted');
    for (const kind of ['standard', 'registration', 'recommendation', 'attachment', 'unknown']) expect(resumeFileAccess(kind, false)).toBe('refused');
  });
});
