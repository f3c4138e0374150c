// 社招 / 校招 switch, shown only when both modes are open to the account.
import { useLocation, useNavigate } from 'react-router';
import { useAccountInfo } from '../../api/account';
import { Segmented } from '../../components/plain/Segmented';
import { setSysType, useSysType } from '../../lib/session';
import type { SysType } from '../../lib/session';
import { HOME_PATH, routePermitted } from '../../lib/landing';
import { useCurrentRoute } from '../../lib/routes';
import { availableSysTypes } from '../../lib/sys-mode';
import { searchWithSys } from '../use-sys-sync';

const OPTIONS: { value: SysType; label: string }[] = [
  { value: 1, label: '社招' },
  { value: 2, label: '校招' },
];

export function SysSwitch() {
  const sysType = useSysType();
  const { data: user } = useAccountInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const route = useCurrentRoute();
  if (availableSysTypes(user?.allows).length < 2) return null;

  // The switch always takes the user into the mode he picks: the same page when it exists there
  // and he may open it, else that mode's home (a 校招-only page has no 社招 version to stay on).
  const change = (value: SysType) => {
    setSysType(value);
    const staysHere = route !== undefined && (route.sys === undefined || route.sys === value) && (!user || routePermitted(route, user, value));
    if (staysHere) void navigate({ pathname: location.pathname, search: searchWithSys(location.search, value) });
    else void navigate({ pathname: HOME_PATH, search: searchWithSys('', value) });
  };

  return <Segmented<SysType> aria-label="招聘类型" value={sysType} options={OPTIONS} onChange={change} />;
}
