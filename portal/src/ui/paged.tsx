import { useInfiniteQuery, type InfiniteData, type UseInfiniteQueryResult, type UseQueryResult } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorNotice';
import { Empty, Loading } from './status';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>, string | undefined>, Error>;

/** A list's query: a paged one from usePaged, or a full-set one from useQuery (which has no next page). */
export type ListQuery<T> = PagedQuery<T> | Pick<UseQueryResult<unknown>, 'isPending' | 'isError' | 'error'>;

const isPaged = <T,>(query: ListQuery<T>): query is PagedQuery<T> => 'fetchNextPage' in query;

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

export interface PagedListProps<T> {
  query: ListQuery<T>;
  items: T[];
  /** The loading message, e.g. "Loading members…". */
  loading: string;
  /** What an empty list says. */
  empty: ReactNode;
}

/**
 * A list's states: loading, the error of a first load, the empty message, else the list and (when
 * paged) "Load more". A failed next page keeps the pages already shown: LoadMore shows its error.
 */
export function PagedList<T>({ query, items, loading, empty, children }: PagedListProps<T> & { children: ReactNode }) {
  if (query.isPending) return <Loading label={loading} />;
  if (query.isError && items.length === 0) return <ErrorNotice error={query.error} />;
  if (items.length === 0) return <Empty>{empty}</Empty>;
  return (
    <>
      {children}
      {isPaged(query) && <LoadMore query={query} />}
    </>
  );
}
