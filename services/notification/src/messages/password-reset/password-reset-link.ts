/**
 * The web app's reset screen: /login with the token and the login name the link was sent to (the
 * address of a mailed link, the phone number, XXX-XXX-XXXX, of a texted one) in the query.
 */
export function passwordResetLink(publicUrl: string, token: string, loginName: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/login?token=${encodeURIComponent(token)}&email=${encodeURIComponent(loginName)}`;
}
