import type { ReactNode } from 'react';
import { PageTitle, Panel } from '../ui/layout';

/** The frame of the account screens: a narrow panel with a heading and, if given, an introductory paragraph. */
export function AuthCard({ title, intro, children }: { title: ReactNode; intro?: ReactNode; children: ReactNode }) {
  return (
    <Panel style={{ maxWidth: 460, margin: '24px auto' }}>
      <PageTitle>{title}</PageTitle>
      {intro && <p>{intro}</p>}
      {children}
    </Panel>
  );
}
