import { englishTexts } from '../../i18n/texts';
import { authEn } from './words';

export const authText = englishTexts('auth', authEn);
