// 保存当前搜索: a name for the keyword and filters in use.
import { Input, Modal } from 'antd';
import { savedSearchCreateSchema, type ResumeFilters } from '@bole/domain';
import { useState } from 'react';
import { isApiError } from '../../../api/errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useCreateSavedSearch } from '../api/create-saved-search';

type Props = { filters: ResumeFilters; onClose: () => void };

export default function SaveSearchModal({ filters, onClose }: Props) {
  const [name, setName] = useState(filters.keyword ? filters.keyword.slice(0, 30) : '');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateSavedSearch();

  const submit = () => {
    const checked = savedSearchCreateSchema.shape.name.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? '请输入名称');
      return;
    }
    create.mutate(
      { name: checked.data, query: filters },
      {
        onSuccess: () => {
          notifySuccess('已保存为常用搜索');
          onClose();
        },
        onError: (e) => (isApiError(e) && e.httpStatus < 500 ? setError(e.message) : notifyError(isApiError(e) ? e.message : '保存失败')),
      },
    );
  };

  return (
    <Modal open title="保存为常用搜索" okText="保存" onOk={submit} onCancel={onClose} confirmLoading={create.isPending} width={420} destroyOnHidden>
      <label htmlFor="saved-search-name" className="bole-form-label">
        名称
      </label>
      <Input
        id="saved-search-name"
        autoFocus
        value={name}
        maxLength={30}
        showCount
        status={error ? 'error' : undefined}
        placeholder="如：北京 本科 前端 3-5年"
        onChange={(e) => {
          setName(e.target.value);
          setError(null);
        }}
        onPressEnter={submit}
        aria-describedby="saved-search-help"
      />
      <div id="saved-search-help" className={error ? 'bole-field-error' : 'bole-field-help'}>
        {error ?? '保存后可在「常用搜索」中一键应用这组关键词和筛选条件'}
      </div>
    </Modal>
  );
}
