// /home: greeting, to-do counts, shortcuts and the first steps.
import { Col, Flex, Row } from 'antd';
import { useAccountInfo } from '../../api/account';
import { GettingStarted } from './components/GettingStarted';
import { GreetingCard } from './components/GreetingCard';
import { QuickEntries } from './components/QuickEntries';
import { TodoCards } from './components/TodoCards';

export default function HomePage() {
  const { data: user } = useAccountInfo();
  return (
    <Flex vertical gap={16}>
      <GreetingCard user={user} />
      <TodoCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <QuickEntries user={user} />
        </Col>
        <Col xs={24} xl={9}>
          <GettingStarted user={user} />
        </Col>
      </Row>
    </Flex>
  );
}
