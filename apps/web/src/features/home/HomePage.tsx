// /home: greeting, to-do counts, shortcuts and the first steps. Drawn without antd (home.css, in
// the look of the antd Card, Steps, Tag and Empty it used), so the landing page loads no antd.
import { useAccountInfo } from '../../api/account';
import { GettingStarted } from './components/GettingStarted';
import { GreetingCard } from './components/GreetingCard';
import { QuickEntries } from './components/QuickEntries';
import { TodoCards } from './components/TodoCards';
import './home.css';

export default function HomePage() {
  const { data: user } = useAccountInfo();
  return (
    <div className="bole-home">
      <GreetingCard user={user} />
      <TodoCards />
      <div className="bole-home-columns">
        <QuickEntries user={user} />
        <GettingStarted user={user} />
      </div>
    </div>
  );
}
