import { Breadcrumb } from 'antd';
import { breadcrumbFor } from '@bole/domain';
import { Link, useLocation } from 'react-router';

/** The breadcrumb of the current address, from the route table. */
export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname);
  if (crumbs.length < 2) return null;
  return (
    <Breadcrumb
      style={{ marginBottom: 12 }}
      items={crumbs.map((crumb) => ({ key: `${crumb.title}:${crumb.path ?? ''}`, title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title }))}
    />
  );
}
