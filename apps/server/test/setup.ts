// Runs before every server test file. Its afterAll runs after the file's own afterAll hooks
// (hooks run in stack order), so the file's cleanups may still use its test context.
import { afterAll } from 'vitest';
import { runFileEnd } from './file-end';

afterAll(runFileEnd);
