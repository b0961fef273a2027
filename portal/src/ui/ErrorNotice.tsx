import { ApiError } from '@gatekeep/sdk';

/**
 * An error as the user reads it: the API's message, its code and the request id to quote, or a
 * generic sentence for anything else. Renders nothing for null/undefined, so that
 * `<ErrorNotice error={mutation.error} />` can stay in place.
 */
export function ErrorNotice({ error }: { error: unknown }) {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) {
    return (
      <div role="alert" className="notice notice-error">
        <p className="notice-title">{error.message}</p>
        {error.retryAfter !== undefined && <p>Try again in {error.retryAfter} seconds.</p>}
        {(error.code || error.requestId) && (
          <p className="notice-meta">
            {error.code && (
              <span>
                Code: <code>{error.code}</code>
              </span>
            )}
            {error.requestId && (
              <span>
                Request id: <code>{error.requestId}</code>
              </span>
            )}
          </p>
        )}
      </div>
    );
  }
  const detail = error instanceof Error && error.message ? error.message : undefined;
  return (
    <div role="alert" className="notice notice-error">
      <p className="notice-title">Something went wrong. Please try again.</p>
      {detail && <p className="notice-meta">{detail}</p>}
    </div>
  );
}
