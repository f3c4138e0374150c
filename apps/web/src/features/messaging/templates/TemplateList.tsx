// The template types on the left: 候选人通知 in the spec's order, then 系统通知, each marked
// 已自定义 when the company changed it.
import { MESSAGE_TEMPLATE_GROUPS, messageTemplateGroupLabels, type MessageTemplate } from '@bole/domain';

type Props = { templates: MessageTemplate[]; selected: number; onSelect: (type: number) => void };

export function TemplateList({ templates, selected, onSelect }: Props) {
  return (
    <nav className="bole-tpl-list" aria-label="模板类型">
      {MESSAGE_TEMPLATE_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`tpl-group-${group}`}>
          <h3 className="bole-tpl-list-group" id={`tpl-group-${group}`}>
            {messageTemplateGroupLabels[group]}
          </h3>
          <ul>
            {templates
              .filter((t) => t.group === group)
              .map((t) => (
                <li key={t.type}>
                  <button type="button" className={t.type === selected ? 'bole-tpl-list-item is-active' : 'bole-tpl-list-item'} aria-current={t.type === selected ? 'true' : undefined} onClick={() => onSelect(t.type)}>
                    <span>{t.name}</span>
                    {t.customized && <span className="bole-tpl-list-tag">已自定义</span>}
                  </button>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
