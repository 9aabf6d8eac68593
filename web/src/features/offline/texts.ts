import { englishTexts } from '../../i18n/texts';

/** The offline proctoring screens' texts (spec 02 §2, §8 where it gives them). */
export const offlineEn = {
  /** Spec 02 §8. */
  notSupported: 'Sorry, offline access is not supported on your web browser. Try refreshing this page.',
  myOfflineClients: 'My Offline Clients',
  explanation:
    'These clients are checked out to this device: you can proctor their questionnaire here without a network connection. Their answers stay on this device, encrypted, until you check them in. Check each client in as soon as you are back online.',
  name: 'Name',
  proctorQuestionnaire: 'Proctor Questionnaire',
  checkIn: 'Check In',
  checkOut: 'Check Out',
  checkedOutOn: 'Checked out',
  notSyncedWarning: 'Not checked in for more than 5 days: {{names}}. Check them in when you are online so that their answers are safe on the server.',
  checkOutTitle: 'Check Out for Offline Access',
  checkOutIntro:
    'Checking out keeps this client’s questionnaire on this device so that you can proctor it without a network connection. While the client is checked out, the questionnaire cannot be changed anywhere else. Check the client in afterwards to send the answers.',
  deviceName: 'Device name',
  deviceNameHelp: 'Shown in the client’s history, for example "Office laptop".',
  checkedOut: 'The client is checked out to this device. You can now proctor the questionnaire, with or without a network connection.',
  checkInTitle: 'Check In',
  checkInIntro: 'Checking in sends the answers given on this device to the server and removes them from this device.',
  checkingIn: 'Checking in…',
  checkedIn: 'The client is checked in. Their answers are on the server and no longer on this device.',
  waitingForNetwork: 'No network connection. The answers stay on this device; they will be sent as soon as the connection returns.',
  syncNow: 'Sync now',
  sessionExpired: 'Your session has expired. Please log in again to check this client in; the answers stay on this device.',
  logIn: 'Log In',
  notOnThisDevice: 'This client is not checked out on this device.',
  backToDashboard: 'Back to My Clients',
} as const;

export const offlineText = englishTexts('offline', offlineEn);
