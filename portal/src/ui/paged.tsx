import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ErrorNotice } from './ErrorNotice';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>, string | undefined>, Error>;

/** A cursor-paged list: the items of every page loaded so far, and the query (for LoadMore, errors, loading). */
export function usePaged<T>(
  queryKey: readonly unknown[],
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
): { items: T[]; query: PagedQuery<T> } {
  const query = useInfiniteQuery<Page<T>, Error, InfiniteData<Page<T>, string | undefined>, readonly unknown[], string | undefined>({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  return { items, query };
}

/** "Load more", shown while the list has a next page; the error of a failed next page below it. */
export function LoadMore<T>({ query }: { query: PagedQuery<T> }) {
  if (!query.hasNextPage) return null;
  return (
    <div className="load-more">
      <button
        type="button"
        className="button button-secondary"
        onClick={() => void query.fetchNextPage()}
        disabled={query.isFetchingNextPage}
        aria-busy={query.isFetchingNextPage || undefined}
      >
        Load more
      </button>
      {query.isFetchNextPageError && <ErrorNotice error={query.error} />}
    </div>
  );
}
