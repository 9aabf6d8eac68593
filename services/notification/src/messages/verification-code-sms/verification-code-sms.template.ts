/** The text with a two-factor verification code. */
export const verificationCodeText = (code: string) => `Your verification code is ${code}`;
