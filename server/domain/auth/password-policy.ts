import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../errors.ts';

/**
 * Which passwords may be set (OWASP ASVS 5.0 6.2.4), beyond the 8–256 characters the schema
 * checks: none of the common passwords that breach corpora are full of.
 *
 * The list is `passwords-common` of @zxcvbn-ts/language-common (MIT): 49,233 passwords, the
 * most frequent of the xato.net corpus of ten million leaked credentials, lower-cased by its
 * generator (17,950 of them are long enough to pass the schema). It ships inside the package,
 * so nothing is fetched at run time, and becomes a Set once, when this module is first
 * imported (at start, some 25 ms), never per request. The comparison lower-cases the password,
 * so `Password123` is refused as `password123` is.
 *
 * That generator leaves out the passwords zxcvbn's own pattern matchers already rate as cheap
 * (`aaaaaaaa`, `00000000`, `12341234`, `abcdefgh`, `87654321`), so those two patterns are
 * refused here too: a unit of one to four characters repeated, and a run of consecutive
 * characters (NIST SP 800-63B 5.1.1.2 names "repetitive or sequential characters" for the same
 * check).
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common']);

type PasswordWeakness = 'common' | 'repeated' | 'sequential';

/** Why a password may not be set, or undefined when it may. */
function passwordWeakness(password: string): PasswordWeakness | undefined {
  const folded = password.toLowerCase();
  if (COMMON_PASSWORDS.has(folded)) return 'common';
  if (/^(.{1,4})\1+$/su.test(folded)) return 'repeated';
  if (isRun(folded)) return 'sequential';
  return undefined;
}

/** Each character one after (or one before) the previous, all the way: `abcdefgh`, `98765432`. */
function isRun(text: string): boolean {
  const codes = Array.from(text, (char) => char.codePointAt(0)!);
  if (codes.length < 3) return false;
  const step = codes[1]! - codes[0]!;
  if (step !== 1 && step !== -1) return false;
  return codes.every((code, i) => i === 0 || code - codes[i - 1]! === step);
}

const REASONS: Record<PasswordWeakness, string> = {
  common: 'is one of the most common passwords in breached password lists (compared ignoring case)',
  repeated: 'is a few characters repeated',
  sequential: 'is a run of consecutive characters',
};

/**
 * Refuses a password that may not be set, with 400 `WEAK_PASSWORD` naming the field and the
 * reason, never the password. Callers check before anything is read or written, so a refusal
 * changes nothing, counts as no failed login and says nothing about any account.
 */
export function assertPasswordAllowed(password: string, field: 'body.password' | 'body.newPassword'): void {
  const weakness = passwordWeakness(password);
  if (weakness) throw new AppError('WEAK_PASSWORD', `${field} ${REASONS[weakness]}, so it is easy to guess; choose another.`);
}
