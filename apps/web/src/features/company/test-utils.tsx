// Test helpers of the company pages on the shared harness: an administrator with every company settings code.
import { adminInfo, type ApiCall, mockApi as mockWith } from '../../test/app-harness';

export { failure, renderWithApp, type ApiCall } from '../../test/app-harness';

const COMPANY_CODES = [320001, 320002, 320003, 320004, 320005, 320006, 320007];

export const companyAdmin = () => adminInfo(COMPANY_CODES);

export function mockApi(routes: Parameters<typeof mockWith>[0]): ApiCall[] {
  return mockWith(routes, companyAdmin());
}
