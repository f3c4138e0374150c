// Test helpers of the integrations page on the shared harness: an administrator holding 第三方对接 (320009).
import { adminInfo, type ApiCall, mockApi as mockWith } from '../../test/app-harness';

export { failure, renderWithApp, type ApiCall } from '../../test/app-harness';

export function mockApi(routes: Parameters<typeof mockWith>[0]): ApiCall[] {
  return mockWith(routes, adminInfo([320001, 320009]), null);
}
