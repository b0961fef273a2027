import type { Schemas } from '@gatekeep/sdk';

export type WebhookEventType = Schemas['WebhookEventType'];

/** The spec's WebhookEventType enum, in its order (the types below fail when the two drift). */
export const EVENT_TYPES = [
  'tenant.updated',
  'member.added',
  'member.removed',
  'member.role_changed',
  'role.created',
  'role.updated',
  'role.deleted',
  'provider_config.created',
  'provider_config.updated',
  'provider_config.deleted',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_endpoint.disabled',
  'api_key.created',
  'api_key.revoked',
  'api_key.expired',
  'member.invited',
  'member.invitation_accepted',
  'member.invitation_revoked',
  'user.email_verified',
  'user.password_changed',
  'user.password_reset',
  'user.updated',
  'user.deleted',
  'user.disabled',
  'passkey.registered',
  'passkey.deleted',
  'domain.created',
  'domain.verified',
  'domain.deleted',
  'sso.login',
  'sso.login_failed',
  'sso.user_provisioned',
  'sso.account_linked',
  'oidc_client.created',
  'oidc_client.updated',
  'oidc_client.secret_rotated',
  'oidc_client.deleted',
  'directory.user.created',
  'directory.user.updated',
  'directory.user.deactivated',
  'directory.user.deleted',
  'directory.group.created',
  'directory.group.updated',
  'directory.group.deleted',
  'audit.checkpoint',
] as const satisfies readonly WebhookEventType[];

// Every type of the spec is listed: adding one to openapi.yaml fails this line until it is added above.
const everyTypeListed: Exclude<WebhookEventType, (typeof EVENT_TYPES)[number]> extends never ? true : false = true;
void everyTypeListed;

const GROUP_LABELS: Record<string, string> = {
  tenant: 'Organisation',
  member: 'Members and invitations',
  role: 'Roles',
  provider_config: 'SSO connections',
  webhook_endpoint: 'Webhook endpoints',
  api_key: 'API keys',
  user: 'Members’ accounts',
  passkey: 'Passkeys',
  domain: 'Domains',
  sso: 'SSO sign-ins',
  oidc_client: 'OIDC clients',
  directory: 'Directory sync',
  audit: 'Audit log',
};

/** The event types grouped by the resource they are about, in catalogue order. */
export const EVENT_GROUPS: { label: string; types: WebhookEventType[] }[] = (() => {
  const groups = new Map<string, WebhookEventType[]>();
  for (const type of EVENT_TYPES) {
    const prefix = type.split('.')[0] ?? type;
    groups.set(prefix, [...(groups.get(prefix) ?? []), type]);
  }
  return [...groups].map(([prefix, types]) => ({ label: GROUP_LABELS[prefix] ?? prefix, types }));
})();
