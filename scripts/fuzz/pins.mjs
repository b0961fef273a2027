// Which real id (from world.mjs) each parameter of each operation gets. Without them nearly every
// tenant and platform route would answer 404 to made-up ids and nothing behind the lookup would
// be tested.

/** The default id per parameter: the world's long-lived resources. */
const SHARED = {
  'path.tenantId': 'tenant',
  'query.tenantId': 'tenant', // exportAuditEvents
  'path.userId': 'member',
  'path.roleId': 'role',
  'path.configId': 'config',
  'path.providerConfigId': 'samlConfig', // getSamlMetadata
  'path.domainId': 'domain',
  'path.clientId': 'oidcClient',
  'path.connectionId': 'connection',
  'path.directoryId': 'directory',
  'path.scimId': 'scimUser',
  'path.endpointId': 'endpoint',
  'path.deliveryId': 'delivery',
  'path.keyId': 'key',
  'path.serviceAccountId': 'serviceAccount',
  'path.planId': 'plan',
  'path.jobId': 'job',
  'path.sessionId': 'spareSession',
};

/**
 * Operations that destroy what they are given work on spares: once the first of them succeeds,
 * the rest of that operation's requests get 404 or 409 (documented answers), and every other
 * operation still reaches the shared resources. Rotating the webhook secret or changing a role
 * leaves the resource usable, so those use the shared ones.
 */
const SPARES = {
  deleteTenant: { 'path.tenantId': 'doomedTenant' },
  deletePlatformTenant: { 'path.tenantId': 'platformDoomedTenant' },
  removeMember: { 'path.userId': 'leaver' },
  removePlatformTenantMember: { 'path.userId': 'platformLeaver' },
  deleteRole: { 'path.roleId': 'doomedRole' },
  deleteProviderConfig: { 'path.configId': 'doomedConfig' },
  deleteDomain: { 'path.domainId': 'doomedDomain' },
  deleteOidcClient: { 'path.clientId': 'doomedOidcClient' },
  // The platform's clients are another set: a tenant's client id is a 404 there.
  getPlatformOidcClient: { 'path.clientId': 'platformOidcClient' },
  updatePlatformOidcClient: { 'path.clientId': 'platformOidcClient' },
  rotatePlatformOidcClientSecret: { 'path.clientId': 'platformOidcClient' },
  deletePlatformOidcClient: { 'path.clientId': 'doomedPlatformOidcClient' },
  deleteConnection: { 'path.connectionId': 'doomedConnection' },
  deleteDirectory: { 'path.directoryId': 'doomedDirectory' },
  // A new token ends the one the directory identity fuzzes with.
  rotateDirectoryToken: { 'path.directoryId': 'rotatedDirectory' },
  deleteScimUser: { 'path.scimId': 'doomedScimUser' },
  getScimGroup: { 'path.scimId': 'scimGroup' },
  replaceScimGroup: { 'path.scimId': 'scimGroup' },
  patchScimGroup: { 'path.scimId': 'scimGroup' },
  deleteScimGroup: { 'path.scimId': 'doomedScimGroup' },
  deleteWebhookEndpoint: { 'path.endpointId': 'doomedEndpoint' },
  // Not destructive, but it would send a request to the endpoint's URL: a disabled one refuses.
  sendTestWebhookEvent: { 'path.endpointId': 'testedEndpoint' },
  revokeApiKey: { 'path.keyId': 'doomedKey' },
  disableServiceAccount: { 'path.serviceAccountId': 'disabledAccount' },
  rotateServiceAccountKey: { 'path.serviceAccountId': 'rotatedAccount' },
  cancelJob: { 'path.jobId': 'cancelledJob' },
  // Its own default too (SHARED): never the owner's session, which is the run's credential.
  revokeSession: { 'path.sessionId': 'spareSession' },
};

/**
 * Body fields that get a real value (world.mjs `values`) in about half of the generated
 * requests, so that the success paths behind them are reached (a 200 from validateApiKey, tokens
 * from login and refresh, a member added) while the other half keeps fuzzing the field. Only the
 * fuzzing and stateful phases draw from these; examples and coverage keep their own values.
 */
const BODY = {
  validateApiKey: { 'body.key': 'apiKey' },
  mintApiKeyToken: { 'body.key': 'apiKey' },
  login: { 'body.email': 'ownerEmail', 'body.password': 'password' },
  refreshToken: { 'body.refreshToken': 'refreshToken' },
  logout: { 'body.refreshToken': 'refreshToken' },
  enrollTotp: { 'body.password': 'password' },
  changePassword: { 'body.currentPassword': 'password' },
  addMember: { 'body.email': 'joinerEmail', 'body.role': 'roleName' },
  updateMember: { 'body.role': 'roleName' },
  createInvitation: { 'body.role': 'roleName' },
  updatePlatformTenantMember: { 'body.role': 'roleName' },
  createPlatformTenantInvitation: { 'body.role': 'roleName' },
  assignTenantPlan: { 'body.planId': 'planId' },
  createJob: { 'body.payload.tenantId': 'tenant', 'body.payload.endpointId': 'endpoint' },
};
const BODY_PROBABILITY = 0.5;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** [{ operationId, method, keys: ['path.tenantId', …], outgoing: bool }] for every operation of the spec. */
function operationsOf(spec) {
  const result = [];
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation?.operationId) continue;
      const keys = [...(item.parameters ?? []), ...(operation.parameters ?? [])]
        .map((parameter) => (parameter.$ref ? resolve(spec, parameter.$ref) : parameter))
        .map((parameter) => `${parameter.in}.${parameter.name}`);
      const links = Object.values(operation.responses ?? {}).flatMap((response) => Object.values(response.links ?? {}));
      result.push({ operationId: operation.operationId, method, keys: [...new Set(keys)], outgoing: links.length > 0 });
    }
  }
  return result;
}

function resolve(spec, ref) {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce((node, part) => node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')], spec);
}

/** operationId → the parameter keys ('path.x') that some link into it fills. */
function linkedParameters(spec) {
  const linked = new Map();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const method of METHODS) {
      for (const response of Object.values(item[method]?.responses ?? {})) {
        for (const link of Object.values(response.links ?? {})) {
          if (!link.operationId) continue;
          const keys = linked.get(link.operationId) ?? new Set();
          // A link names a parameter `tenantId` or, when the name is ambiguous, `path.tenantId`.
          for (const name of Object.keys(link.parameters ?? {})) keys.add(name.includes('.') ? name : `path.${name}`);
          linked.set(link.operationId, keys);
        }
      }
    }
  }
  return linked;
}

const pinned = (ids, keys) => Object.fromEntries(Object.entries(keys).map(([key, name]) => [key, ids[name]]));

/** The world's values as schemathesis dictionaries, and each operation's body bindings to them. */
function bodyBindings(values) {
  const dictionaries = Object.fromEntries(Object.entries(values).map(([name, list]) => [name, { values: list }]));
  const operations = Object.entries(BODY).map(([operationId, keys]) => ({
    operationId,
    parameters: Object.fromEntries(Object.entries(keys).map(([key, name]) => [key, { dictionary: name, probability: BODY_PROBABILITY }])),
  }));
  return { dictionaries, operations };
}

/**
 * For the examples, coverage and fuzzing phases: every parameter with a real id, globally, and
 * the spares per destructive operation, and the body bindings.
 * Returns { parameters, dictionaries, operations: [{ operationId, parameters }] }.
 * `pinIds: false` leaves the ids generated: a pinned parameter is never sent invalid (the
 * coverage phase's too long, empty or odd ids), and the server validates them before it looks
 * at credentials, so the anonymous run is where that validation gets tested.
 */
export function unitPins({ ids, values }, { pinIds = true } = {}) {
  const body = bodyBindings(values);
  const spares = Object.entries(SPARES).map(([operationId, keys]) => ({ operationId, parameters: pinned(ids, keys) }));
  return {
    parameters: pinIds ? pinned(ids, SHARED) : {},
    dictionaries: body.dictionaries,
    operations: [...(pinIds ? spares : []), ...body.operations],
  };
}

/**
 * For the stateful phase, where schemathesis applies configured values over what a link
 * provides: a pin there would replace the id an earlier step just created (so a sequence
 * create → delete → get would delete one resource and read another). So an operation keeps the
 * ids its incoming links fill, and gets real ids only for the rest. The exceptions are the
 * operations schemathesis starts sequences with (a POST with outgoing links): they are also
 * called with generated data, where only pinned ids get past the lookup; a link into them then
 * brings an id of the same kind (a tenant the caller owns) that the pin replaces harmlessly.
 */
export function statefulPins(spec, { ids, values }) {
  const linked = linkedParameters(spec);
  const operations = [];
  for (const { operationId, method, keys, outgoing } of operationsOf(spec)) {
    const isRoot = outgoing && method === 'post';
    const choices = { ...SHARED, ...SPARES[operationId] };
    const chosen = keys.filter((key) => key in choices && (isRoot || !linked.get(operationId)?.has(key)));
    if (chosen.length > 0) {
      operations.push({ operationId, parameters: pinned(ids, Object.fromEntries(chosen.map((key) => [key, choices[key]]))) });
    }
  }
  const body = bodyBindings(values);
  return { parameters: {}, dictionaries: body.dictionaries, operations: [...operations, ...body.operations] };
}
