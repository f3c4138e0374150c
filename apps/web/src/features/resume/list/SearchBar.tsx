// The keyword box of the talent pool (plain elements in antd's look: antd's Input.Search brings
// the whole input family); '/' anywhere on the page puts the cursor in it. The '/' hint shows
// only where there is a keyboard: a touch screen has no key to press.
import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useCoarsePointer } from '../../../lib/use-media';

type Props = { keyword?: string; onSearch: (keyword: string | undefined) => void; placeholder?: string };

export const SEARCH_PLACEHOLDER = '搜索姓名、公司、职位、学校、专业、手机号';

export function SearchBar({ keyword, onSearch, placeholder = SEARCH_PLACEHOLDER }: Props) {
  const [text, setText] = useState(keyword ?? '');
  const input = useRef<HTMLInputElement>(null);
  const touch = useCoarsePointer();

  // Back/forward and applied saved searches change the keyword from outside.
  const [shown, setShown] = useState(keyword);
  if (shown !== keyword) {
    setShown(keyword);
    setText(keyword ?? '');
  }

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
      if (event.key === '/' && !typing && !event.ctrlKey && !event.metaKey) {
        event.preventDefault();
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim() || undefined);
  };

  return (
    <form role="search" className="bole-pool-search" onSubmit={submit}>
      <span className="bole-pool-search-box">
        <SearchOutlined className="bole-pool-search-icon" aria-hidden />
        <input
          ref={input}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape' && text) {
              e.preventDefault();
              setText('');
            }
          }}
          placeholder={placeholder}
          aria-label="搜索简历"
          maxLength={50}
          enterKeyHint="search"
        />
        {text && (
          <button
            type="button"
            className="bole-pool-search-clear"
            aria-label="清空关键词"
            onClick={() => {
              setText('');
              if (keyword) onSearch(undefined);
              input.current?.focus();
            }}
          >
            <CloseCircleFilled />
          </button>
        )}
        {!text && !touch && (
          <kbd className="bole-pool-search-kbd" aria-hidden title="按 / 键快速搜索">
            /
          </kbd>
        )}
      </span>
      <button type="submit" className="bole-pool-search-button">
        搜索
      </button>
    </form>
  );
}
