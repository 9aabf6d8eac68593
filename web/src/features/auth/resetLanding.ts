/**
 * A client who asked for a reset link on their landing (`/c/{code}`) goes back there once the link's screen
 * has set the new password (issue 33), not to the attorney's login with its Sign Up. The device remembers
 * the landing for as long as the link lives (identity's PASSWORD_RESET_MINUTES), with the login name the
 * link is for kept only as a SHA-256 digest: it leads back only the person the link was sent to.
 */
const STORAGE_KEY = 'client.resetLanding';
const LINK_LIFETIME_MS = 60 * 60_000;

interface RememberedLanding {
  path: string;
  loginNameDigest: string;
  until: number;
}

async function digest(loginName: string): Promise<string> {
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(loginName.trim().toLowerCase()));
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function rememberResetLanding(path: string, loginName: string, now = Date.now()): Promise<void> {
  const remembered: RememberedLanding = { path, loginNameDigest: await digest(loginName), until: now + LINK_LIFETIME_MS };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(remembered));
}

/** The landing to go back to after a reset for `loginName`, if this device asked for that link (then forgotten). */
export async function takeResetLanding(loginName: string, now = Date.now()): Promise<string | null> {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (!stored) return null;
  localStorage.removeItem(STORAGE_KEY);
  try {
    const remembered = JSON.parse(stored) as RememberedLanding;
    return remembered.until > now && remembered.loginNameDigest === (await digest(loginName)) ? remembered.path : null;
  } catch {
    return null;
  }
}
