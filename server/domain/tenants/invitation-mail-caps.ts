import type { Db } from '../../db/database.ts';
import { type MailCap, reserveMailSend } from '../../db/repositories/invitation-mail-caps.ts';
import { AppError } from '../../errors.ts';
import { hashSecret } from '../../secrets/issued-secrets.ts';

/**
 * One address receives at most 3 invitation mails in any 15 minutes, whichever tenants send
 * them: an inbox cannot be flooded by creating tenants, and 3 leaves room for a re-sent link.
 */
export const INVITATION_MAILS_PER_ADDRESS: MailCap = { max: 3, windowSeconds: 15 * 60 };

/**
 * One tenant sends at most 100 invitation mails in any hour, whatever its plan: a real team
 * onboarding in bulk stays below it, while a tenant made to mail strangers (phishing with the
 * tenant's name in the subject) is stopped quickly. Not a setting: an operator who needs more
 * is onboarding through SCIM or an import, not through mailed invitations.
 */
export const INVITATION_MAILS_PER_TENANT: MailCap = { max: 100, windowSeconds: 60 * 60 };

/**
 * Inside the invitation's transaction: reserves one mail to `email` from `tenantId` under both
 * caps, or throws 429 RATE_LIMITED with Retry-After; the throw rolls the transaction back, so
 * a refused invitation leaves nothing behind (not even the other cap's reservation).
 */
export async function reserveInvitationMail(trx: Db, tenantId: string, email: string): Promise<void> {
  const tenantWait = await reserveMailSend(trx, `tenant:${tenantId}`, INVITATION_MAILS_PER_TENANT);
  if (tenantWait > 0) {
    throw new AppError('RATE_LIMITED', 'This tenant has sent its 100 invitation mails for this hour; try again later.', {
      retryAfter: tenantWait,
    });
  }
  // Keyed by a hash: the table never holds an address.
  const addressWait = await reserveMailSend(trx, `address:${hashSecret(email)}`, INVITATION_MAILS_PER_ADDRESS);
  if (addressWait > 0) {
    throw new AppError('RATE_LIMITED', 'This address was sent 3 invitations in the last 15 minutes; try again later.', {
      retryAfter: addressWait,
    });
  }
}
