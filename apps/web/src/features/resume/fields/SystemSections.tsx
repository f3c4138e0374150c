// The fixed sections of every resume, shown for context: custom fields come after them.
import { SYSTEM_RESUME_SECTIONS } from '@bole/domain';

export function SystemSections() {
  return (
    <aside className="bole-pool-panel bole-system-sections" aria-label="系统字段">
      <h2 className="bole-fields-title">系统字段</h2>
      <p className="bole-muted">每份简历都有的内容，由系统统一维护，不能修改或删除。</p>
      {SYSTEM_RESUME_SECTIONS.map((section) => (
        <section key={section.title} aria-label={section.title}>
          <h3>{section.title}</h3>
          <ul>
            {section.fields.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-label="其他信息">
        <h3>其他信息</h3>
        <p className="bole-muted">左侧的自定义字段，按排序显示在这里。</p>
      </section>
    </aside>
  );
}
