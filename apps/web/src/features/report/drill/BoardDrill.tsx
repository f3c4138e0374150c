// The drill-down drawer as the boards mount it: loaded on the first number opened, so antd's
// Drawer and the list are not part of a board's first load.
import { lazyNamed, MountOnOpen } from '../../../lib/lazy';
import type { Drill } from './DrillDrawer';

const DrillDrawer = lazyNamed(() => import('./DrillDrawer'), 'DrillDrawer');

export function BoardDrill({ drill, onClose }: { drill: Drill | null; onClose: () => void }) {
  return (
    <MountOnOpen open={drill !== null}>
      <DrillDrawer drill={drill} onClose={onClose} />
    </MountOnOpen>
  );
}
