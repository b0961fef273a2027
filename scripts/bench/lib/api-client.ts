// The few calls a benchmark makes through the API to set itself up, as any client would.

/** The envelope's data, or an error naming the URL, status and body when the status is not `expected`. */
export async function dataOf(response: Response, expected: number): Promise<any> {
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${response.url}: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

const headersFor = (token: string | undefined, json: boolean) => ({
  ...(json ? { 'content-type': 'application/json' } : {}),
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

export const post = (url: string, body: unknown, token?: string): Promise<Response> =>
  fetch(url, { method: 'POST', headers: headersFor(token, true), body: JSON.stringify(body), signal: AbortSignal.timeout(60_000) });

export const get = (url: string, token?: string): Promise<Response> =>
  fetch(url, { headers: headersFor(token, false), signal: AbortSignal.timeout(60_000) });

/** The claims of a JWT, unverified (the benchmark only reads what its own server signed). */
export const claimsOf = (jwt: string): any => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
