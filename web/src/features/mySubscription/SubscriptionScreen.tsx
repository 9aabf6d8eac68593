import { Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { errorStatus } from '../../app/errors';
import { BackLink } from '../ui/BackLink';
import { NoAccess } from '../shell/NoAccess';

/**
 * The frame of the subscriber's subscription screens: a skeleton while their data loads, "no access" when the
 * subscription was refused (403), otherwise the heading over the screen's content.
 */
export function SubscriptionScreen({
  title,
  back,
  maxWidth,
  loading,
  error,
  children,
}: {
  title: string;
  /** Where the way back above the title leads, and its words. */
  back: { to: string; label: string };
  maxWidth: number;
  loading: boolean;
  /** The subscription query's error. */
  error: unknown;
  children: ReactNode;
}) {
  if (loading) return <Skeleton active />;
  if (error && errorStatus(error) === 403) return <NoAccess />;
  return (
    <div style={{ maxWidth }}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <Typography.Title level={1} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </div>
  );
}
