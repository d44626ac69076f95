import type { ReactNode } from 'react';
import { Crumbs, type Crumb } from '@/components/ui/crumbs';
import { Page } from '@/components/ui/page-frame';

/** An admin school screen: breadcrumbs from the school's overview, then the screen. */
export function SchoolPage({
  trail,
  title,
  testId,
  children,
}: {
  trail: Crumb[];
  title?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Page title={title} testId={testId} before={<Crumbs trail={trail} />}>
      {children}
    </Page>
  );
}
