import type { Migration } from 'kysely';
import type { SecretCipher } from '../../secrets/secret-cipher.ts';
import * as initial from './0001_initial.ts';
import * as tenancy from './0002_tenancy.ts';
import * as apiKeys from './0003_api_keys.ts';
import * as platform from './0004_platform.ts';
import * as jobs from './0005_jobs.ts';
import * as authThrottles from './0006_auth_throttles.ts';
import * as sessions from './0007_sessions.ts';
import * as jobFairness from './0008_job_fairness_and_maintenance.ts';
import { encryptSecrets } from './0009_encrypt_secrets.ts';
import * as emailTokens from './0010_email_tokens.ts';
import * as invitations from './0011_invitations.ts';
import * as invitationMailCaps from './0012_invitation_mail_caps.ts';
import * as signingKeys from './0013_signing_keys.ts';
import * as userAdmin from './0014_user_admin.ts';
import * as domains from './0015_domains.ts';
import * as sso from './0016_sso.ts';
import * as oidcClients from './0017_oidc_clients.ts';
import * as oidcProvider from './0018_oidc_provider.ts';
import * as socialConnections from './0019_social_connections.ts';
import * as passkeys from './0020_passkeys.ts';
import * as directories from './0021_directories.ts';
import * as auditLog from './0022_audit_log.ts';
import * as auditSizedOnce from './0023_audit_sized_once.ts';
import * as auditGrownFlag from './0024_audit_grown_flag.ts';
import * as auditSizeProbe from './0025_audit_size_probe.ts';

/** What data migrations need beyond the database: the key that encrypts secrets at rest. */
export interface MigrationDeps {
  secretCipher: SecretCipher;
}

/** Every migration, by name; names sort in the order they run. Add new ones at the end. */
export function migrationsFor(deps: MigrationDeps): Record<string, Migration> {
  return {
    '0001_initial': initial,
    '0002_tenancy': tenancy,
    '0003_api_keys': apiKeys,
    '0004_platform': platform,
    '0005_jobs': jobs,
    '0006_auth_throttles': authThrottles,
    '0007_sessions': sessions,
    '0008_job_fairness_and_maintenance': jobFairness,
    '0009_encrypt_secrets': encryptSecrets(deps.secretCipher),
    '0010_email_tokens': emailTokens,
    '0011_invitations': invitations,
    '0012_invitation_mail_caps': invitationMailCaps,
    '0013_signing_keys': signingKeys,
    '0014_user_admin': userAdmin,
    '0015_domains': domains,
    '0016_sso': sso,
    '0017_oidc_clients': oidcClients,
    '0018_oidc_provider': oidcProvider,
    '0019_social_connections': socialConnections,
    '0020_passkeys': passkeys,
    '0021_directories': directories,
    '0022_audit_log': auditLog,
    '0023_audit_sized_once': auditSizedOnce,
    '0024_audit_grown_flag': auditGrownFlag,
    '0025_audit_size_probe': auditSizeProbe,
  };
}
