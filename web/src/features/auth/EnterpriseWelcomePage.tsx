import { AuthCard } from './AuthCard';
import { RequestResetForm } from './RequestResetForm';

/**
 * /enterpriseWelcome, the get-started screen for members of an enterprise subscription: their account was
 * created by the team administrator, so they set a password through a reset link.
 */
export function EnterpriseWelcomePage() {
  return (
    <AuthCard title="Welcome!">
      <p>
        Your firm has set up a Mitigation Survey subscription for you. To get started, choose a password: enter your
        email address and we will email you a link to set it.
      </p>
      <p>
        <strong>Use the email address your team administrator provided.</strong>
      </p>
      <RequestResetForm submitText="Get Started" />
    </AuthCard>
  );
}
