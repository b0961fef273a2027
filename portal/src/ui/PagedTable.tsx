import type { ReactNode } from 'react';
import { TableWrap } from '../components/Table';
import { PagedList, type PagedListProps } from './paged';

export interface PagedTableProps<T> extends PagedListProps<T> {
  /** The table's accessible name (its scrolling region's label). */
  label: string;
  columns: readonly string[];
  /** A last, visually hidden "Actions" heading, over each row's buttons. */
  actions?: boolean;
  /** One row, a <tr> with its key. */
  row: (item: T) => ReactNode;
}

/** A list as a table, with PagedList's loading, error, empty and "Load more". */
export function PagedTable<T>({ label, columns, actions = false, row, ...list }: PagedTableProps<T>) {
  return (
    <PagedList {...list}>
      <TableWrap label={label}>
        <table>
          <thead>
            <tr>
              {columns.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
              {actions && (
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{list.items.map((item) => row(item))}</tbody>
        </table>
      </TableWrap>
    </PagedList>
  );
}
