import type { CSSProperties, ReactNode } from 'react';

/**
 * Light stand-ins for antd's Card and Typography on the screens every visitor loads (the shell, login and the
 * sign-up wizard): antd's versions bring tabs, skeletons, tooltips and editable text along.
 */
/** The page's one top heading (axe's page-has-heading-one); `large` for a content page's. */
export function PageTitle({ children, large = false }: { children: ReactNode; large?: boolean }) {
  return <h1 style={{ fontSize: large ? 34 : 28, fontWeight: 600, lineHeight: 1.3, margin: '0 0 16px' }}>{children}</h1>;
}

export function Panel({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <section
      style={{
        background: '#fff',
        border: '1px solid #f0f0f0',
        borderRadius: 8,
        padding: 24,
        boxShadow: '0 1px 2px rgba(0,0,0,0.04)',
        ...style,
      }}
    >
      {children}
    </section>
  );
}

export const secondaryText: CSSProperties = { color: 'rgba(0,0,0,0.55)' };
