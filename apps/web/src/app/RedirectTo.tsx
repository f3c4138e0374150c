import { Navigate, useLocation } from 'react-router';

/** Redirects keeping the query string and hash of the visit. */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate replace to={`${to}${search}${hash}`} />;
}
