// The auth area: login (in this chunk, it is the first screen) and the other sign-in pages,
// each loaded on demand.
import { lazy } from 'react';
import type { AreaPageProps } from '../../lib/routes';
import LoginPage from './pages/LoginPage';

const RegisterPage = lazy(() => import('./pages/RegisterPage'));
const ForgetPage = lazy(() => import('./pages/ForgetPage'));
const LimitPage = lazy(() => import('./pages/LimitPage'));
const ChatLoginPage = lazy(() => import('./pages/ChatLoginPage'));
const RelayPage = lazy(() => import('./pages/RelayPage'));

export default function AuthArea({ route }: AreaPageProps) {
  switch (route.key) {
    case 'register':
      return <RegisterPage />;
    case 'out.forget':
      return <ForgetPage />;
    case 'out.limit':
      return <LimitPage />;
    case 'wwLogin':
    case 'out.ddauth':
      return <ChatLoginPage />;
    case 'fsg':
    case 'out.loading':
      return <RelayPage />;
    default:
      return <LoginPage />;
  }
}
