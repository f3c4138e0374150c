// 社招 / 校招 switch, shown only when both modes are open to the account.
import { useLocation, useNavigate } from 'react-router';
import { useAccountInfo } from '../../api/account';
import { Segmented } from '../../components/plain/Segmented';
import { setSysType, useSysType } from '../../lib/session';
import type { SysType } from '../../lib/session';
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
  if (availableSysTypes(user?.allows).length < 2) return null;

  const change = (value: SysType) => {
    setSysType(value);
    void navigate({ pathname: location.pathname, search: searchWithSys(location.search, value) });
  };

  return <Segmented<SysType> aria-label="招聘类型" value={sysType} options={OPTIONS} onChange={change} />;
}
