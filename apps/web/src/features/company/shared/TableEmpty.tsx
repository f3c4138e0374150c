// The empty state inside a table: antd's simple illustration with a sentence that says what to do.
import { Empty } from '../../../components/plain/Empty';

export function TableEmpty({ text }: { text: string }) {
  return <Empty description={text} style={{ margin: '24px 0' }} />;
}
