// The demo area: /ppdemo.
import DemoPage from './DemoPage';

export default function DemoArea() {
  return <DemoPage />;
}
