import { AuthCard } from './AuthCard';
import { RequestResetForm } from './RequestResetForm';
import { AuthMessages as M } from './messages';

/**
 * /enterpriseWelcome, the get-started screen for members of an enterprise subscription: their account was
 * created by the team administrator, so they set a password through a reset link.
 */
export function EnterpriseWelcomePage() {
  return (
    <AuthCard title={M.welcome} intro={M.enterpriseWelcomeIntro}>
      <p>
        <strong>{M.useTeamEmail}</strong>
      </p>
      <RequestResetForm submitText={M.getStarted} emailOnly />
    </AuthCard>
  );
}
