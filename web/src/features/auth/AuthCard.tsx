import type { ReactNode } from 'react';
import { PageTitle, Panel } from '../shell/ui';

/** The frame of the account screens: a narrow panel with a heading. */
export function AuthCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Panel style={{ maxWidth: 460, margin: '24px auto' }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Panel>
  );
}
