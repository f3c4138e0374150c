import { breadcrumbFor } from '@bole/domain';
import { Fragment } from 'react';
import { Link, useLocation } from 'react-router';

/** The breadcrumb of the current address, from the route table (antd Breadcrumb's look, without antd). */
export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname);
  if (crumbs.length < 2) return null;
  return (
    <nav className="bole-breadcrumb" aria-label="面包屑">
      <ol>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <Fragment key={`${crumb.title}:${crumb.path ?? ''}`}>
              <li aria-current={last ? 'page' : undefined}>{crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : crumb.title}</li>
              {!last && (
                <li className="bole-breadcrumb-sep" aria-hidden="true">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
