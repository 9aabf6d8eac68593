/** The subscriber's Close Account screen (issue 36). */
export const CloseAccountMessages = {
  title: 'Close Your Account',
  whatHappens: 'What closing your account does:',
  clients: (count: number) =>
    count === 0
      ? 'You have no clients.'
      : `Your ${count === 1 ? 'client is' : `${count} clients are`} deleted, with every answer, uploaded file, letter of support and report. Their links and their supporters' links stop working.`,
  subscription: 'Your subscription is canceled: it does not renew and you are not charged again.',
  account: 'Your account is erased: you are signed out everywhere and cannot log in again.',
  cannotUndo: 'This cannot be undone.',
  exportTitle: 'Export everything first',
  exportExplained:
    'One .zip file with a folder for each client holding their Mitigation Report as it is now and their signed letters of support, and a spreadsheet (CSV) of your clients. Files your clients uploaded are not in it: download them from each client’s Files tab.',
  download: 'Download Export (.zip)',
  closeTitle: 'Close the account',
  password: 'Password',
  understand: 'I understand that my clients and all their data are deleted for good.',
  mustUnderstand: 'Please confirm that you understand.',
  close: 'Close My Account',
  confirmTitle: 'Close your account now?',
  confirm: 'Your clients and everything they gave are erased at once. This cannot be undone.',
  closed: 'Your account was closed.',
  link: 'Close your account',
} as const;
