import { ArrowLeftOutlined } from '@ant-design/icons';
import { LinkButton } from './LinkButton';

/** The way back above a page's title: to the dashboard, or to the list an editor belongs to. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <div>
      <LinkButton type="link" icon={<ArrowLeftOutlined />} to={to} style={{ paddingInline: 0 }}>
        {children}
      </LinkButton>
    </div>
  );
}
