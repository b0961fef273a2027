import { generate, generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 as authenticator apps implement it: HMAC-SHA-1, 6 digits, 30-second steps.
export const TOTP_PERIOD_SECONDS = 30;
const ALGORITHM = 'sha1';

/** 20 random bytes (160 bits, RFC 4226's recommended length), base32-encoded. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function totpUri(secret: string, accountName: string, issuer: string): string {
  return generateURI({ issuer, label: accountName, secret, algorithm: ALGORITHM, digits: 6, period: TOTP_PERIOD_SECONDS });
}

export function totpCode(secret: string | Uint8Array, options: { epochSeconds?: number; digits?: 6 | 8 } = {}): Promise<string> {
  return generate({ secret, algorithm: ALGORITHM, digits: options.digits ?? 6, period: TOTP_PERIOD_SECONDS, epoch: options.epochSeconds });
}

/**
 * The time step a code belongs to, or null. One step either side is accepted for clock
 * drift; steps at or before `afterStep` (the last one accepted) are refused, so a code
 * cannot be replayed.
 */
export async function matchTotpCode(
  secret: string | Uint8Array,
  code: string,
  options: { afterStep?: number | null; epochSeconds?: number; digits?: 6 | 8 } = {},
): Promise<number | null> {
  const digits = options.digits ?? 6;
  // otplib throws on a token of any other length; such a code is simply wrong.
  if (code.length !== digits || !/^\d+$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    algorithm: ALGORITHM,
    digits,
    period: TOTP_PERIOD_SECONDS,
    epoch: options.epochSeconds,
    epochTolerance: TOTP_PERIOD_SECONDS,
    ...(options.afterStep != null ? { afterTimeStep: options.afterStep } : {}),
  });
  return result.valid ? (result as { timeStep: number }).timeStep : null;
}
