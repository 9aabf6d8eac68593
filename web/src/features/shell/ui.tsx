import type { CSSProperties, ReactNode } from 'react';

/**
 * Light stand-ins for antd's Card and Typography on the screens every visitor loads (the shell, login and the
 * sign-up wizard): antd's versions bring tabs, skeletons, tooltips and editable text along.
 */
export function PageTitle({ children, level = 2 }: { children: ReactNode; level?: 1 | 2 }) {
  const style: CSSProperties = { fontSize: level === 1 ? 34 : 28, fontWeight: 600, lineHeight: 1.3, margin: '0 0 16px' };
  return level === 1 ? <h1 style={style}>{children}</h1> : <h2 style={style}>{children}</h2>;
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
