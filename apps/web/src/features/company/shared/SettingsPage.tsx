// The frame of every company settings page: the title row and the page's content.
// (The shell's area outlet sets the document title from the route table.)
import type { ReactNode } from 'react';
import { PageHeader } from '../../../components/page/PageHeader';

type Props = { title: string; description?: ReactNode; extra?: ReactNode; children: ReactNode };

export function SettingsPage({ title, description, extra, children }: Props) {
  return (
    <section aria-label={title}>
      <PageHeader title={title} description={description} extra={extra} />
      {children}
    </section>
  );
}

/** The white card the page's main content sits on. */
export const CARD_STYLE = { boxShadow: '0 1px 2px rgba(31, 38, 51, 0.04)' } as const;
