import createClient, { type Client } from 'openapi-fetch';
import { ApiError, apiErrorFrom, timeoutError } from './errors.js';
import { GatekeepOperations, OPERATIONS } from './generated/operations.js';
import type { OperationId, paths, RequestOptions } from './types.js';

export interface GatekeepOptions {
  /** e.g. `https://auth.example.com`, without `/v1`. */
  baseUrl: string;
  /** A user access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Replaces global fetch, e.g. to add tracing or a proxy agent. */
  fetch?: (request: Request) => Promise<Response>;
  /** Retries on 429 and 503, honouring `Retry-After`. Off (0) by default. */
  retries?: number;
  /**
   * The longest single wait between retries, in seconds. Default 30. A Retry-After longer than
   * this is not waited out: the ApiError is thrown at once (as the Python SDK does).
   */
  maxRetryDelaySeconds?: number;
  /**
   * The longest one request may take, in milliseconds, answer body included; a request that
   * takes longer rejects with an ApiError of status 0. Each retry gets the full time again.
   * No limit by default.
   */
  timeout?: number;
}

type Page<T> = { items: T[]; nextCursor: string | null };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- paged methods take different arguments; only their result matters here
type PagedMethod = (...args: any[]) => Promise<Page<unknown>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- inferring from any function shape needs any parameters
type ItemOf<F> = F extends (...args: any[]) => Promise<Page<infer T>> ? T : never;

/**
 * The Gatekeep client: one method per operation of openapi.yaml, each resolving to the
 * unwrapped `data` or throwing `ApiError`. `raw` is the typed openapi-fetch client underneath.
 */
export class Gatekeep extends GatekeepOperations {
  readonly raw: Client<paths>;
  private token: string | undefined;
  private readonly retries: number;
  private readonly maxRetryDelaySeconds: number;
  private readonly timeoutMs: number | undefined;

  constructor(options: GatekeepOptions) {
    super();
    if (options.timeout !== undefined && !(options.timeout > 0 && Number.isFinite(options.timeout))) {
      throw new RangeError('timeout is a number of milliseconds greater than 0');
    }
    this.timeoutMs = options.timeout;
    this.token = options.token;
    this.retries = Math.max(0, Math.floor(options.retries ?? 0));
    this.maxRetryDelaySeconds = options.maxRetryDelaySeconds ?? 30;
    const fetchImpl = options.fetch ?? globalThis.fetch;
    this.raw = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ''), fetch: (request) => fetchImpl(request) });
    // A middleware rather than a fixed header, so `setToken` also applies to `raw` calls.
    this.raw.use({
      onRequest: ({ request }) => {
        if (this.token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${this.token}`);
        return request;
      },
    });
  }

  /**
   * openapi-fetch types `request()` per path; the generated methods all go through this one
   * call, so it is seen here as taking any operation's method, path and options.
   */
  private rawRequest(method: string, path: string, init: object): Promise<{ response: Response; data?: unknown; error?: unknown }> {
    return (
      this.raw.request as unknown as (
        method: string,
        path: string,
        init: object,
      ) => Promise<{ response: Response; data?: unknown; error?: unknown }>
    )(method, path, init);
  }

  /** Sets (or, with null, clears) the bearer token sent on every later request. */
  setToken(token: string | null | undefined): void {
    this.token = token ?? undefined;
  }

  /**
   * Every item of a cursor-paged list, fetching pages as the loop needs them:
   * `for await (const key of gk.paginate(gk.listApiKeys, tenantId, { limit: 100 }))`.
   */
  async *paginate<F extends PagedMethod>(method: F, ...args: Parameters<F>): AsyncGenerator<ItemOf<F>> {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- methods are looked up by operationId at run time
    const operationId = (Object.keys(OPERATIONS) as OperationId[]).find((id) => (this as any)[id] === method);
    if (!operationId) throw new TypeError('paginate() takes a method of this client, e.g. gk.listApiKeys');
    const pathCount = OPERATIONS[operationId].pathParams.length;
    const pathArgs = args.slice(0, pathCount);
    const query = (args[pathCount] ?? {}) as Record<string, unknown>;
    const options = args[pathCount + 1];
    let cursor = query.cursor as string | undefined;
    do {
      const page = await method.call(this, ...pathArgs, { ...query, ...(cursor ? { cursor } : {}) }, options);
      for (const item of page.items) yield item as ItemOf<F>;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }

  protected override async invoke(
    operationId: OperationId,
    pathParams: Record<string, string>,
    body: unknown,
    query: unknown,
    options?: RequestOptions,
  ): Promise<never> {
    const operation = OPERATIONS[operationId];
    for (let attempt = 0; ; attempt++) {
      const {
        response,
        data,
        error: failureBody,
      } = await this.withTimeout(options?.signal, (signal) =>
        this.rawRequest(operation.method.toLowerCase(), operation.path, {
          params: { path: pathParams, query },
          body,
          parseAs: 'text',
          signal,
          headers: options?.headers,
        }),
      );
      if (!response.ok) {
        const error = apiErrorFrom(response, failureBody ?? '');
        const retryable = response.status === 429 || response.status === 503;
        if (attempt < this.retries && retryable && (error.retryAfter ?? 0) <= this.maxRetryDelaySeconds) {
          await this.waitBeforeRetry(error, attempt, options?.signal);
          continue;
        }
        throw error;
      }
      const text = (data as string | undefined) ?? '';
      if (operation.text) return text as never;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a JSON body of any operation, narrowed by the envelope checks below
      let parsed: any;
      try {
        parsed = text === '' ? undefined : JSON.parse(text);
      } catch {
        throw new ApiError({
          status: response.status,
          message: 'The answer was not JSON.',
          requestId: response.headers.get('x-request-id') ?? undefined,
          body: text,
        });
      }
      if (operation.raw) return parsed as never;
      if (parsed?.ok !== true) throw apiErrorFrom(response, text); // not an envelope: explained from the text
      return parsed.data as never;
    }
  }

  /**
   * Runs one request under the caller's signal and the client's timeout, whichever comes first.
   * The caller's own abort keeps its reason: only the timeout becomes an ApiError.
   */
  private async withTimeout<T>(callerSignal: AbortSignal | undefined, request: (signal?: AbortSignal) => Promise<T>): Promise<T> {
    if (this.timeoutMs === undefined) return request(callerSignal);
    const timeoutSignal = AbortSignal.timeout(this.timeoutMs);
    try {
      return await request(callerSignal ? AbortSignal.any([callerSignal, timeoutSignal]) : timeoutSignal);
    } catch (err) {
      if (timeoutSignal.aborted && !callerSignal?.aborted) throw timeoutError(this.timeoutMs, err);
      throw err;
    }
  }

  private async waitBeforeRetry(error: ApiError, attempt: number, signal?: AbortSignal): Promise<void> {
    // Retry-After when the server gave one; otherwise exponential backoff with full jitter.
    const seconds = error.retryAfter ?? Math.random() * Math.min(this.maxRetryDelaySeconds, 0.5 * 2 ** attempt);
    const delayMs = Math.min(seconds, this.maxRetryDelaySeconds) * 1000;
    signal?.throwIfAborted();
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        clearTimeout(timer);
        reject(signal!.reason);
      };
      // The listener goes when the wait ends, so a signal reused across calls does not collect them.
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, delayMs);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
