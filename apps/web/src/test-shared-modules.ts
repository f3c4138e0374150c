// The files of a worker share their modules (vitest.config.ts: the `web` project does not
// isolate them), so what lives in a module or in the document goes back to its start after
// every test, as a new page load would: the stores below, and antd's confirm dialogs and
// messages, which it mounts straight into document.body where cleanup() does not reach.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetBasedataForTests } from './api/basedata/cache';
import { resetNotifyForTests } from './lib/notify';
import { resetSessionStoreForTests } from './lib/session';

afterEach(() => {
  cleanup();
  resetBasedataForTests();
  resetNotifyForTests();
  resetSessionStoreForTests();
  document.body.innerHTML = '';
});
