// Company settings (公司设置 and 角色权限): one module for the shell's router, which hands it
// the route table entry; each route key renders its page.
import type { ComponentType } from 'react';
import { AreaEmptyState } from '../../components/area-empty-state/AreaEmptyState';
import type { AreaPageProps } from '../../lib/routes';
import { AccountsPage } from './accounts/AccountsPage';
import { AddressPage } from './address/AddressPage';
import { BasePage } from './base/BasePage';
import { MeetingRoomPage } from './meetingroom/MeetingRoomPage';
import { OrganizationPage } from './organization/OrganizationPage';
import { RolesPage } from './roles/RolesPage';
import { TeamPage } from './team/TeamPage';

type Page = ComponentType<{ title: string }>;

/** Route key -> page; the keys are the ones the shell routes to this module. */
export const COMPANY_PAGES: Record<string, Page> = {
  'user.company.accounts': AccountsPage,
  'user.manage.role': RolesPage,
  'user.company.organization': OrganizationPage,
  'user.company.team': TeamPage,
  'user.company.base': BasePage,
  'user.company.address': AddressPage,
  'user.company.meetingroom': MeetingRoomPage,
};

export default function CompanyArea({ route }: AreaPageProps) {
  const Page = COMPANY_PAGES[route.key];
  return Page ? <Page title={route.title} /> : <AreaEmptyState route={route} />;
}
