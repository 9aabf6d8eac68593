import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isClientAppPath, Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectAuth } from '../auth/authSlice';
import { useShellTexts } from '../shell/texts';
import { useDisplayName } from '../shell/useDisplayName';
import { CLIENT_LOG_OUT_PATH } from '../clientSurvey/ClientLogOutPage';

/**
 * The user menu of the client's and supporter's app (spec 01 §2): Log Out for a signed-in client (in this
 * app); an attorney's account screens and Log Out (once they proctor here, the header has the way back to
 * them instead: ClientShell); Sign Up and Log In for a visitor. Those lead to the other app (a page load).
 */
export function ClientUserMenu() {
  const shell = useShellTexts();
  const auth = useAppSelector(selectAuth);
  const name = useDisplayName();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => !menu.current?.contains(event.target as Node) && setOpen(false);
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);
  const isClient = auth.roles.includes(Roles.Client);
  const links: [string, string][] = auth.id
    ? [
        ...(isClient
          ? []
          : ([
              ['/changePassword', shell('changePassword')],
              ['/verifyPhonenumber', shell('enableTwoFactor')],
            ] as [string, string][])),
        // A client's Log Out is in this app: it sends their waiting answers first (ClientLogOutPage).
        [isClient ? CLIENT_LOG_OUT_PATH : '/logout', shell('logOut')],
      ]
    : [
        ['/subscribe', shell('signUp')],
        ['/login', shell('logIn')],
      ];
  return (
    <div className="cs-menu" ref={menu}>
      <button
        type="button"
        className="cs-menu-button"
        aria-expanded={open}
        aria-label={auth.id ? shell('userMenuOf', { name: name ?? '' }) : shell('signUpOrLogIn')}
        onClick={() => setOpen(!open)}
      >
        <span data-testid="user-name" className="cs-menu-name">
          {auth.id ? name : shell('signUpOrLogIn')}
        </span>
        <span aria-hidden>▾</span>
      </button>
      {open && (
        <ul className="cs-menu-list">
          {links.map(([href, text]) => (
            <li key={href}>
              {isClientAppPath(href) ? (
                <Link to={href} onClick={() => setOpen(false)}>
                  {text}
                </Link>
              ) : (
                <a href={href}>{text}</a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
