import { Outlet } from 'react-router';

/** Standalone pages (login, previews, loading): the page owns the whole screen, no navigation. */
export default function StandaloneLayout() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Outlet />
    </div>
  );
}
