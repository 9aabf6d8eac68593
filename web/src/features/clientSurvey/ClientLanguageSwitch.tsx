import { Roles } from '@app/contracts';
import { useAppSelector } from '../../app/hooks';
import { LanguageSwitch } from '../../i18n/LanguageSwitch';
import { selectAuth } from '../auth/authSlice';
import { useChangeLanguageMutation } from './clientApi';

/**
 * The language switch of the client's pages: a signed-in client's choice is kept on their record (their
 * messages follow it); anyone else's (a client not signed in yet, a proctoring attorney) stays on this device.
 */
export function ClientLanguageSwitch() {
  const auth = useAppSelector(selectAuth);
  const [changeLanguage] = useChangeLanguageMutation();
  const isClient = auth.roles.includes(Roles.Client);
  return <LanguageSwitch onChosen={isClient ? (language) => void changeLanguage({ language }) : undefined} />;
}
