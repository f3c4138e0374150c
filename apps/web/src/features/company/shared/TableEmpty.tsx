// The empty state inside a table: antd's simple illustration with a sentence that says what to do.
import { Empty } from 'antd';

export function TableEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} style={{ margin: '24px 0' }} />;
}
