import zxcvbnCommon from '@zxcvbn-ts/language-common';

let commonPasswords: Set<string> | undefined;

/** zxcvbn's list of ~49,000 common passwords, compared case-insensitively. */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(zxcvbnCommon.dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}
