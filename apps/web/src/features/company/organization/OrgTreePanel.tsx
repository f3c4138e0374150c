// The department tree with search; each department has its actions in a "..." menu.
import { MoreOutlined } from '@ant-design/icons';
import { Button, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import type { OrgNode } from '@bole/domain';
import { useMemo, useState } from 'react';
import { ActionMenu, type ActionMenuItem } from '../../../components/plain/ActionMenu';
import { Empty } from '../../../components/plain/Empty';
import { SearchInput } from '../../../components/plain/SearchInput';
import { SecondaryText } from '../../../components/text/Text';
import { allOrgIds, searchOrgs, totalMembers } from './org-tree';

export type OrgAction = 'addChild' | 'rename' | 'move' | 'leader' | 'delete';

type Props = {
  tree: readonly OrgNode[];
  selectedId?: number;
  canManage: boolean;
  onSelect: (id: number) => void;
  onAction: (action: OrgAction, node: OrgNode) => void;
  /** Warms up the code behind the actions when their menu button is pointed at. */
  onPreloadActions?: () => void;
};

function actionItems(node: OrgNode): ActionMenuItem[] {
  const root = node.parentId === null;
  return [
    { key: 'addChild', label: '添加子部门' },
    { key: 'rename', label: '重命名' },
    ...(root ? [] : [{ key: 'move', label: '移动到…' }]),
    { key: 'leader', label: '设置负责人' },
    ...(root ? [] : [{ key: 'delete', label: '删除', danger: true, divided: true }]),
  ];
}

function Highlight({ text, keyword }: { text: string; keyword: string }) {
  const at = keyword ? text.indexOf(keyword) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <span style={{ color: '#e5484d' }}>{keyword}</span>
      {text.slice(at + keyword.length)}
    </>
  );
}

export function OrgTreePanel({ tree, selectedId, canManage, onSelect, onAction, onPreloadActions }: Props) {
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<number[] | null>(null);
  // The "..." of a department shows on hover and on the selected one.
  const [hovered, setHovered] = useState<number>();
  const found = useMemo(() => searchOrgs(tree, keyword), [tree, keyword]);
  const text = keyword.trim();
  // Expanded by default; a search opens the way to each match.
  const expandedKeys = text ? [...found.expand] : (expanded ?? allOrgIds(tree));

  const treeData = useMemo(() => {
    const toData = (nodes: readonly OrgNode[]): TreeDataNode[] =>
      nodes.map((node) => ({
        key: node.id,
        title: (
          <span style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 6 }}>
            <span className="bole-text-ellipsis" style={{ flex: 1, minWidth: 0 }}>
              <Highlight text={node.name} keyword={text} />
              <SecondaryText style={{ fontSize: 12, marginLeft: 6 }}>({totalMembers(node)})</SecondaryText>
            </span>
            {canManage && (
              <span onClick={(e) => e.stopPropagation()} style={{ visibility: node.id === hovered || node.id === selectedId ? 'visible' : 'hidden' }}>
                <ActionMenu
                  label={`${node.name}的操作`}
                  items={actionItems(node)}
                  onSelect={(key) => onAction(key as OrgAction, node)}
                  trigger={(menu) => (
                    <Button {...menu} type="text" size="small" icon={<MoreOutlined />} aria-label={`${node.name}的操作`} onPointerEnter={onPreloadActions} onFocus={onPreloadActions} />
                  )}
                />
              </span>
            )}
          </span>
        ),
        children: toData(node.children),
      }));
    return toData(tree);
  }, [tree, text, canManage, onAction, onPreloadActions, hovered, selectedId]);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, height: '100%' }}>
      <SearchInput label="搜索部门" placeholder="搜索部门" onChange={setKeyword} />
      {text && found.matches.size === 0 ? (
        <Empty description="没有找到该部门" />
      ) : (
        <Tree<TreeDataNode>
          blockNode
          showLine={{ showLeafIcon: false }}
          treeData={treeData}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          selectedKeys={selectedId ? [selectedId] : []}
          onSelect={(keys) => keys[0] !== undefined && onSelect(Number(keys[0]))}
          onMouseEnter={({ node }) => setHovered(Number(node.key))}
          onMouseLeave={() => setHovered(undefined)}
          aria-label="部门树"
        />
      )}
    </div>
  );
}
