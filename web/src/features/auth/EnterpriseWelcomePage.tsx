import { AuthCard } from './AuthCard';
import { RequestResetForm } from './RequestResetForm';
import { authText } from './texts';

/**
 * /enterpriseWelcome, the get-started screen for members of an enterprise subscription: their account was
 * created by the team administrator, so they set a password through a reset link.
 */
export function EnterpriseWelcomePage() {
  return (
    <AuthCard title={authText('welcome')} intro={authText('enterpriseWelcomeIntro')}>
      <p>
        <strong>{authText('useTeamEmail')}</strong>
      </p>
      <RequestResetForm submitText={authText('getStarted')} emailOnly />
    </AuthCard>
  );
}
