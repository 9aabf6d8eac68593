import { InfoCircleOutlined, WarningOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Messages } from '@app/contracts';
import { LinkButton } from '../ui/LinkButton';
import { useShellTexts } from './texts';

/** A centred notice with an icon, a heading, a text and an action (a light stand-in for antd's Result). */
export function Notice({ icon, title, text, action }: { icon: ReactNode; title: string; text?: ReactNode; action?: ReactNode }) {
  return (
    <div style={{ textAlign: 'center', padding: '48px 16px' }}>
      <div style={{ fontSize: 56, lineHeight: 1 }}>{icon}</div>
      <h1 style={{ fontSize: 24, fontWeight: 600, margin: '16px 0 8px' }}>{title}</h1>
      {text && <p style={{ color: 'rgba(0,0,0,0.55)', margin: '0 0 24px' }}>{text}</p>}
      {action}
    </div>
  );
}

/** A notice whose action takes the user home. */
function NoticeWithHomeLink(notice: { icon: ReactNode; title: string; text: string }) {
  const shell = useShellTexts();
  const home = (
    <LinkButton type="primary" to="/">
      {shell('home')}
    </LinkButton>
  );
  return <Notice {...notice} action={home} />;
}

/** A 403, or a screen this user's roles do not open (spec 01 §6: reported as no access). */
export function NoAccess() {
  const shell = useShellTexts();
  return <NoticeWithHomeLink icon={<WarningOutlined style={{ color: '#faad14' }} />} title={shell('noAccess')} text={Messages.notLoggedInOrNoAccess} />;
}

export function NotFound() {
  const shell = useShellTexts();
  return <NoticeWithHomeLink icon={<InfoCircleOutlined style={{ color: '#1677ff' }} />} title={shell('pageNotFound')} text={shell('pageDoesNotExist')} />;
}
