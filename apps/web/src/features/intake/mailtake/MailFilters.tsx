// The filter row of the mail lists: mailbox, channel, (for processed mails) storage result, and a keyword.
import { Select } from 'antd';
import { codeOptions, resumeSourceChannelLabels, storageResultLabels } from '@bole/domain';
import { SearchInput } from '../../../components/plain/SearchInput';
import { Segmented } from '../../../components/plain/Segmented';
import { useMailboxes } from '../api/get-mailboxes';
import type { MailListParams } from '../api/keys';

const CHANNELS = codeOptions(resumeSourceChannelLabels);
const RESULTS = [{ value: 0, label: '全部' }, ...codeOptions(storageResultLabels)];

type Props = { params: MailListParams; onChange: (patch: MailListParams) => void; withResult?: boolean };

export function MailFilters({ params, onChange, withResult = false }: Props) {
  const { data: mailboxes } = useMailboxes();
  const mailboxOptions = (mailboxes ?? []).map((box) => ({ value: box.id, label: box.account }));
  // A removed mailbox named in the address still shows as a choice.
  if (params.mailboxId && !mailboxOptions.some((o) => o.value === params.mailboxId)) mailboxOptions.push({ value: params.mailboxId, label: `已删除的邮箱 #${params.mailboxId}` });
  return (
    <div className="bole-mailtake-filters">
      {withResult && <Segmented aria-label="入库结果" options={RESULTS} value={params.storageResult ?? 0} onChange={(v) => onChange({ storageResult: v || undefined })} />}
      <Select
        allowClear
        placeholder="全部收取邮箱"
        aria-label="收取邮箱"
        options={mailboxOptions}
        value={params.mailboxId}
        onChange={(mailboxId?: number) => onChange({ mailboxId })}
        style={{ width: 220 }}
      />
      <Select allowClear placeholder="全部渠道" aria-label="渠道" options={CHANNELS} value={params.channel} onChange={(channel?: number) => onChange({ channel })} style={{ width: 160 }} />
      <SearchInput
        key={params.keyword ?? ''}
        label="搜索邮件"
        placeholder="邮件主题、发件人、应聘职位或姓名"
        defaultValue={params.keyword ?? ''}
        onSearch={(keyword) => onChange({ keyword: keyword.trim() || undefined })}
        style={{ width: 300 }}
      />
    </div>
  );
}
