import createClient, { type Client } from 'openapi-fetch';
import { ApiError, apiErrorFrom, networkError, timeoutError } from './errors.js';
import { GatekeepOperations, OPERATIONS, type SdkOperationId } from './generated/operations.js';
import { type SentWith, TokenRefresh, type TokenRefresher } from './token-refresh.js';
import type { paths, RequestOptions } from './types.js';

export interface GatekeepOptions {
  /** e.g. `https://auth.example.com`, without `/v1`. */
  baseUrl: string;
  /** A user access token, sent as `Authorization: Bearer`. */
  token?: string;
  /** Replaces global fetch, e.g. to add tracing or a proxy agent. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * How many times to retry a request answered 429 or 503 (honouring `Retry-After`), and an
   * idempotent request (GET, HEAD, OPTIONS, PUT, DELETE) that got no answer (`NETWORK_ERROR`,
   * `TIMEOUT`), after an exponential backoff with jitter. A POST or PATCH that got no answer is
   * not retried: it may have reached the server. Off (0) by default.
   */
  retries?: number;
  /**
   * The longest single wait between retries, in seconds. Default 30. A Retry-After longer than
   * this is not waited out: the ApiError is thrown at once (as the Python SDK does).
   */
  maxRetryDelaySeconds?: number;
  /**
   * The longest one request may take, in milliseconds, answer body included; a request that
   * takes longer rejects with an ApiError of status 0 and code `TIMEOUT`. Each retry gets the
   * full time again. The `…Lines` streaming methods apply it to the wait for the answer and to
   * each wait for more of the body, not to the whole stream. No limit by default.
   */
  timeout?: number;
  /**
   * Renews an expired access token: called when a request sent with the client's token is
   * answered 401 `TOKEN_EXPIRED`; the token it resolves to is set (as `setToken`) and the request
   * replayed once. Resolving to nothing lets the 401 through. Requests failing together share
   * one call. E.g. `async () => (await gk.refreshToken({ refreshToken })).accessToken` (keep the
   * rotated refresh token it returns).
   */
  onTokenExpired?: TokenRefresher;
}

/** Methods that may be sent twice: a request of these that got no answer is retried. */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
/** The 401 code of an access token past its `exp` (any other 401 means: sign in again). */
const TOKEN_EXPIRED = 'TOKEN_EXPIRED';

type Operation = (typeof OPERATIONS)[SdkOperationId];
type RawResult = { response: Response; data?: unknown; error?: unknown };
/** A streamed body's reads, under the client's timeout and the caller's signal. */
interface BodyReads {
  read<T>(next: () => Promise<T>): Promise<T>;
  end(): void;
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
  private readonly baseUrl: string;
  private readonly fetchImpl: (request: Request) => Promise<Response>;
  private readonly tokenRefresh: TokenRefresh | undefined;

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
    this.fetchImpl = (request) => fetchImpl(request);
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.tokenRefresh =
      options.onTokenExpired &&
      new TokenRefresh(
        options.onTokenExpired,
        () => this.token,
        (token) => this.setToken(token),
      );
    this.raw = createClient<paths>({ baseUrl: this.baseUrl, fetch: this.fetchImpl });
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
    const operationId = (Object.keys(OPERATIONS) as SdkOperationId[]).find((id) => (this as any)[id] === method);
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
    operationId: SdkOperationId,
    pathParams: Record<string, string>,
    body: unknown,
    query: unknown,
    options?: RequestOptions,
  ): Promise<never> {
    const operation = OPERATIONS[operationId];
    const { response, data } = await this.send(operation, { params: { path: pathParams, query }, body }, 'text', options);
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

  /**
   * The body of a text operation line by line (without the line ends), read as it arrives,
   * as the Python SDK's `…_lines` methods do; leaving the loop early closes the connection.
   */
  protected override async *invokeLines(
    operationId: SdkOperationId,
    pathParams: Record<string, string>,
    body: unknown,
    query: unknown,
    options?: RequestOptions,
  ): AsyncGenerator<string> {
    const operation = OPERATIONS[operationId];
    const { data, reads } = await this.send(operation, { params: { path: pathParams, query }, body }, 'stream', options);
    const stream = data as ReadableStream<Uint8Array> | null | undefined;
    if (!stream) return reads?.end();
    const reader = stream.getReader();
    // A streaming decoder: a character split across two chunks is decoded once both arrived.
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const { value, done } = await reads!.read(() => reader.read());
        if (done) break;
        const lines = (buffered + decoder.decode(value, { stream: true })).split('\n');
        buffered = lines.pop()!;
        for (const line of lines) yield line.replace(/\r$/, '');
      }
      buffered += decoder.decode();
      if (buffered !== '') yield buffered.replace(/\r$/, '');
    } finally {
      reads!.end();
      await reader.cancel().catch(() => undefined); // a stream left early: close the connection
    }
  }

  /**
   * One call with everything around it: the token refresh, the retries and the timeout. Resolves
   * to a 2xx answer (its body as text, or unread with `stream`); throws ApiError otherwise.
   */
  private async send(
    operation: Operation,
    init: { params: object; body: unknown },
    parseAs: 'text' | 'stream',
    options: RequestOptions | undefined,
  ): Promise<{ response: Response; data?: unknown; reads?: BodyReads }> {
    const ownsAuthorization = !Object.keys(options?.headers ?? {}).some((name) => name.toLowerCase() === 'authorization');
    let replayed = false;
    for (let attempt = 0; ;) {
      const sentWith: SentWith | undefined = this.tokenRefresh?.sent();
      let result: RawResult & { reads?: BodyReads };
      try {
        result = await this.attempt(operation, init, parseAs, options);
      } catch (err) {
        const unanswered = err instanceof ApiError && err.status === 0;
        if (unanswered && attempt < this.retries && IDEMPOTENT_METHODS.has(operation.method)) {
          await this.waitBeforeRetry(err, attempt++, options?.signal);
          continue;
        }
        throw err;
      }
      const { response, error: failureBody } = result;
      if (response.ok) return result;
      const error = apiErrorFrom(response, failureBody ?? '');
      const expired = response.status === 401 && (error.code as string | undefined) === TOKEN_EXPIRED;
      if (expired && !replayed && ownsAuthorization && sentWith?.token !== undefined && this.tokenRefresh) {
        replayed = true; // once: a token that expires again at once is not renewed in a loop
        if (await this.tokenRefresh.renew(sentWith)) continue;
        throw error;
      }
      const retryable = response.status === 429 || response.status === 503;
      if (attempt < this.retries && retryable && (error.retryAfter ?? 0) <= this.maxRetryDelaySeconds) {
        await this.waitBeforeRetry(error, attempt++, options?.signal);
        continue;
      }
      throw error;
    }
  }

  /**
   * One request under the caller's signal and the client's timeout, whichever comes first. The
   * caller's own abort keeps its reason; the timeout becomes ApiError `TIMEOUT`, and a failure of
   * fetch or of the answer's body ApiError `NETWORK_ERROR`. Errors before anything was sent (a
   * body that cannot be serialised, say) stay as they are.
   */
  private async attempt(
    operation: Operation,
    init: { params: object; body: unknown },
    parseAs: 'text' | 'stream',
    options: RequestOptions | undefined,
  ): Promise<RawResult & { reads?: BodyReads }> {
    const callerSignal = options?.signal;
    const controller = new AbortController();
    const signal = callerSignal ? AbortSignal.any([callerSignal, controller.signal]) : controller.signal;
    let timedOut = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startTimer = () => {
      if (this.timeoutMs === undefined) return;
      timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException('The operation timed out.', 'TimeoutError')); // as AbortSignal.timeout's
      }, this.timeoutMs);
    };
    let sent = false;
    const failure = (err: unknown): unknown => {
      if (callerSignal?.aborted) return err;
      if (timedOut) return timeoutError(this.baseUrl, this.timeoutMs!, err);
      return sent && !(err instanceof ApiError) ? networkError(this.baseUrl, err) : err;
    };
    startTimer();
    let streaming = false;
    try {
      const result = await this.rawRequest(operation.method.toLowerCase(), operation.path, {
        ...init,
        parseAs,
        signal,
        headers: options?.headers,
        fetch: (request: Request) => {
          sent = true;
          return this.fetchImpl(request);
        },
      });
      if (parseAs !== 'stream' || !result.response.ok) return result;
      streaming = true;
      clearTimeout(timer);
      const reads: BodyReads = {
        read: async (next) => {
          startTimer(); // the timeout bounds each wait for more of the body, not the whole stream
          try {
            return await next();
          } catch (err) {
            throw failure(err);
          } finally {
            clearTimeout(timer);
          }
        },
        end: () => clearTimeout(timer),
      };
      return { ...result, reads };
    } catch (err) {
      throw failure(err);
    } finally {
      if (!streaming) clearTimeout(timer);
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
