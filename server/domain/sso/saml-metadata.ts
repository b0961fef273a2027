import * as sso from '../../db/repositories/sso.ts';
import { AppError } from '../../errors.ts';
import { samlMetadata } from '../../protocols/sso/saml.ts';
import type { Services } from '../../services.ts';
import { samlProviderOf } from './providers.ts';

/** The SP metadata an IdP's administrator imports: public, like the ACS it names. */
export async function getSamlMetadata(services: Services, configId: string): Promise<string> {
  const config = await sso.findSamlConfig(services.db, configId);
  if (!config) throw new AppError('NOT_FOUND', 'No SAML provider config has this id.');
  return samlMetadata(samlProviderOf(services, config));
}
