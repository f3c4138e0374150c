// A section of the detail page: its title row (with the section's actions) and content.
import type { ReactNode } from 'react';

type Props = { id: string; title: string; count?: number; extra?: ReactNode; children: ReactNode };

export function SectionCard({ id, title, count, extra, children }: Props) {
  return (
    <section className="bole-section" id={id} aria-labelledby={`${id}-title`}>
      <header className="bole-section-head">
        <h2 id={`${id}-title`} tabIndex={-1}>
          {title}
          {count !== undefined && count > 0 && <span className="bole-section-count">{count}</span>}
        </h2>
        {extra && <div className="bole-section-actions">{extra}</div>}
      </header>
      {children}
    </section>
  );
}

/** Puts the keyboard back on a section's title after its editor closes. */
export function focusSection(id: string): void {
  requestAnimationFrame(() => document.getElementById(`${id}-title`)?.focus());
}
