/** The two-factor screen once two-factor is on (issue 36): change its phone, or turn it off with the password. */
export const TwoFactorMessages = {
  title: 'Two-Factor Authentication',
  isOn: (phone: string | null) => (phone ? `Two-factor authentication is on. Your codes go to ${phone}.` : 'Two-factor authentication is on.'),
  changePhone: 'Change the phone',
  changePhoneIntro: 'Enter the new mobile phone number. We will text it a code; the change takes effect once you enter that code.',
  turnOff: 'Turn off two-factor authentication',
  turnOffIntro: 'Signing in will then ask only for your email and password. Enter your password to confirm.',
  password: 'Password',
  turnOffButton: 'Turn Off',
  turnedOff: 'Two-factor authentication was turned off.',
} as const;
