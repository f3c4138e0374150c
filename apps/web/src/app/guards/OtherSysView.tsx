// A page of the other recruiting mode (校招设置 while working in 社招): say so and let the user
// switch, or go back to his mode's home. The mode changes only on his click (the address then
// names it and use-sys-sync keeps it), never by opening a page.
import { useLocation, useNavigate } from 'react-router';
import { PlainButton } from '../../components/plain/PlainButton';
import { StatusView, WarningMark } from '../../components/page/StatusView';
import { HOME_PATH } from '../../lib/landing';
import type { SysType } from '../../lib/session';
import { withSys } from './decide';

const MODE_NAMES: Record<SysType, string> = { 1: '社招', 2: '校招' };

export function OtherSysView({ title, sys, current }: { title: string; sys: SysType; current: SysType }) {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <StatusView
      full
      icon={<WarningMark />}
      title={`「${title}」属于${MODE_NAMES[sys]}`}
      subTitle={`您当前在${MODE_NAMES[current]}中。切换到${MODE_NAMES[sys]}后即可打开此页面，之后也可以随时用顶部的切换回到${MODE_NAMES[current]}。`}
      extra={
        <>
          <PlainButton variant="primary" onClick={() => void navigate(withSys(`${location.pathname}${location.search}${location.hash}`, sys))}>
            切换到{MODE_NAMES[sys]}
          </PlainButton>
          <PlainButton onClick={() => void navigate(withSys(HOME_PATH, current))}>返回{MODE_NAMES[current]}首页</PlainButton>
        </>
      }
    />
  );
}
