const MAX_REMEMBERED = 10_000;
const remembered = new Set<string>();

/**
 * Hashes of platform credentials this instance has seen resolve to a real actor. The
 * platform rate limit keys by credential only for these; anything else (a made-up token)
 * counts against the client address, so rotating random tokens cannot dodge the limit.
 */
export function rememberValidPlatformCredential(credentialHash: string): void {
  if (remembered.has(credentialHash)) return;
  if (remembered.size >= MAX_REMEMBERED) remembered.delete(remembered.values().next().value!);
  remembered.add(credentialHash);
}

export function isKnownPlatformCredential(credentialHash: string): boolean {
  return remembered.has(credentialHash);
}
