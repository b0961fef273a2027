import type { Db } from '../../db/database.ts';
import { findEnforcingConfig } from '../../db/repositories/sso.ts';
import { normalizeEmail } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import { domainOf } from './providers.ts';

/**
 * A config with `enforced: true` makes its tenant's verified domains SSO-only: password login,
 * password reset and sign-up for such an address are refused, naming the config, so that the
 * app can send the user to startSso. It depends on the domain alone, never on whether an
 * account exists, so it tells nothing about accounts.
 */
export async function refuseWhereSsoIsRequired(db: Db, email: string): Promise<void> {
  const domain = domainOf(normalizeEmail(email));
  const config = await findEnforcingConfig(db, domain);
  if (config)
    throw new AppError(
      'SSO_REQUIRED',
      `Addresses at ${domain} sign in through ${config.name} (providerConfigId ${config.id}): start with POST /v1/sso/authorize.`,
    );
}
