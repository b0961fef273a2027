import { findUserById } from '../../db/repositories/users.ts';
import { AppError } from '../../errors.ts';
import type { Services } from '../../services.ts';

/**
 * TENANT_CREATION, checked before createTenant writes anything. With SIGNUP=closed its default
 * is `verified`: otherwise any account the operator let in (say, to accept one invitation)
 * could open tenants of its own and invite whom it likes, a back door to the closed sign-up.
 * `closed` leaves tenant creation to the platform's operators.
 */
export async function assertMayCreateTenant(services: Services, userId: string): Promise<void> {
  const rule = services.config.tenantCreation;
  if (rule === 'open') return;
  if (rule === 'closed') {
    throw new AppError(
      'PERMISSION_DENIED',
      'Tenant creation is closed on this server (TENANT_CREATION=closed); ask its operators for a tenant.',
    );
  }
  const user = await findUserById(services.db, userId);
  if (!user?.email_verified_at) {
    throw new AppError(
      'EMAIL_NOT_VERIFIED',
      'Verify your email address before creating a tenant (TENANT_CREATION=verified); resendVerificationEmail sends a new link.',
    );
  }
}
