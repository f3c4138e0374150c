// The filters of the mail lists live in the address (?mailboxId=&channel=&storageResult=&keyword=&page=),
// so the mailbox table can link to one mailbox's mails and the back button returns to a page.
import { PAGE_SIZE_DEFAULT } from '@bole/domain';
import { useSearchParams } from 'react-router';
import type { MailListParams } from '../api/keys';

const NUMBER_KEYS = ['mailboxId', 'channel', 'storageResult', 'page', 'pageSize'] as const;

export function useMailFilters(): [MailListParams, (patch: MailListParams) => void] {
  const [search, setSearch] = useSearchParams();
  const params: MailListParams = { page: 1, pageSize: PAGE_SIZE_DEFAULT };
  for (const key of NUMBER_KEYS) {
    const value = Number(search.get(key));
    if (Number.isInteger(value) && value > 0) params[key] = value;
  }
  const keyword = search.get('keyword')?.trim();
  if (keyword) params.keyword = keyword;

  // A new filter starts at page 1 unless the patch names the page.
  const update = (patch: MailListParams) => {
    const next: MailListParams = { ...params, page: 1, ...patch };
    const out = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'pageSize' && value === PAGE_SIZE_DEFAULT)) continue;
      out.set(key, String(value));
    }
    setSearch(out);
  };
  return [params, update];
}
