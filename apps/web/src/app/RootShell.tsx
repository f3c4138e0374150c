// The top of the route tree: wires the router into the http client, keeps the sys mode in
// step with the address and polls the deployed version.
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { registerNavigator } from '../lib/navigate';
import { useSysSync } from './use-sys-sync';
import { useVersionCheck } from './use-version-check';

export function RootShell() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator((to, options) => void navigate(to, options));
    return () => registerNavigator(null);
  }, [navigate]);
  useSysSync();
  useVersionCheck(import.meta.env.PROD);
  return <Outlet />;
}
