import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { useGetApplicationUserQuery } from '../auth/accountApi';
import { selectAuth } from '../auth/authSlice';
import { useShellTexts } from './texts';

/** The attorney a client belongs to, read from the user's client record (filled once a clients service exists). */
function subscriberDisplayName(client: Record<string, unknown> | null | undefined): string | null {
  const subscriptionUser = client?.subscriptionUser as { applicationUser?: { displayName?: unknown } } | undefined;
  const name = subscriptionUser?.applicationUser?.displayName;
  return typeof name === 'string' && name.trim() !== '' ? name : null;
}

/**
 * The name in the top bar: the user's name, or "Client of {subscriber display name}" for a client
 * ("Client" until that name is known).
 */
export function useDisplayName(): string | null {
  const shell = useShellTexts();
  const auth = useAppSelector(selectAuth);
  const { data: user } = useGetApplicationUserQuery(auth.id ?? '', { skip: !auth.id });
  if (!auth.id) return null;
  if (auth.roles.includes(Roles.Client)) {
    const subscriber = subscriberDisplayName(user?.client);
    return subscriber ? shell('clientOf', { subscriber }) : shell('client');
  }
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return user?.displayName || fullName || auth.userName || user?.email || shell('account');
}
