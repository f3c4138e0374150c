import { Outlet } from 'react-router';

/** Public pages (login, register, candidate feedback): chrome-less, each page frames itself. */
export default function PublicLayout() {
  return (
    <div style={{ minHeight: '100vh' }}>
      <Outlet />
    </div>
  );
}
