// 安装简历助手: make a personal key, then drag the 简历助手 button (a bookmarklet holding the key)
// to the bookmarks bar. The key shows this once only: the server keeps its hash.
import { CopyOutlined, KeyOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { HelperKeyCreated } from '@bole/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { copyText } from '../../../api/clipboard';
import { bookmarkletHref } from './bookmarklet';

const CreateKeyModal = lazy(() => import('./CreateKeyModal'));

/** The draggable button. React refuses javascript: addresses in props, so the address is set on the element. */
function BookmarkletLink({ href }: { href: string }) {
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('href', href);
  }, [href]);
  return (
    <a ref={ref} className="bole-helper-bookmarklet" draggable onClick={(e) => e.preventDefault()} title="按住拖到浏览器的书签栏">
      <KeyOutlined /> 简历助手
    </a>
  );
}

/** The install step: a new key's bookmarklet, or the button that makes one. */
export function InstallPanel({ canCreate }: { canCreate: boolean }) {
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<HelperKeyCreated | null>(null);
  const href = created ? bookmarkletHref(window.location.origin, created.key) : null;

  return (
    <div className="bole-helper-install">
      {href && created ? (
        <div className="bole-helper-ready" role="status">
          <p className="bole-helper-ready-title">密钥「{created.name}」已创建，把下面的按钮拖到浏览器的书签栏：</p>
          <div className="bole-helper-drag-row">
            <BookmarkletLink href={href} />
            <span className="bole-helper-arrow" aria-hidden>
              ← 按住拖到书签栏
            </span>
            <Button size="small" icon={<CopyOutlined />} onClick={() => void copyText(href)}>
              复制书签地址
            </Button>
          </div>
          <ul className="bole-helper-notes">
            <li>看不到书签栏？按 Ctrl+Shift+B（Mac 上按 ⌘+Shift+B）显示。拖不动时，可新建一个书签，把「复制书签地址」得到的内容粘贴为网址。</li>
            <li>按钮里带有您的个人密钥，只显示这一次；离开本页后无法再查看。换电脑或浏览器时，请再创建一个密钥。</li>
            <li>不要把书签分享给他人；密钥泄露或不再使用时，在下方列表中撤销即可立即失效。</li>
          </ul>
        </div>
      ) : (
        <p className="bole-helper-muted">简历助手是一个浏览器书签，不需要安装插件。创建一个个人密钥，就会生成带有该密钥的「简历助手」按钮。</p>
      )}
      {canCreate && (
        <Button type={created ? 'default' : 'primary'} icon={<KeyOutlined />} onClick={() => setCreating(true)}>
          {created ? '再创建一个密钥' : '创建密钥并安装'}
        </Button>
      )}
      {creating && (
        <Suspense fallback={null}>
          <CreateKeyModal onCreated={setCreated} onClose={() => setCreating(false)} />
        </Suspense>
      )}
    </div>
  );
}
