import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readTableQuery, writeTableQuery, type TableQuery } from './table-logic.ts';

/**
 * Page, sort and filters of a list kept in the URL's query string, so a reload, a shared link or
 * Back shows the same page. A new filter or sort goes back to page 1.
 */
export function useTableQuery(filterNames: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const key = filterNames.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the names are compared by value
  const names = useMemo(() => filterNames, [key]);
  const query = useMemo(() => readTableQuery(params, names), [params, names]);
  const update = useCallback(
    (change: Partial<TableQuery>) => {
      setParams((current) => {
        const was = readTableQuery(current, names);
        const resets = change.filters !== undefined || change.sort !== undefined;
        const next: TableQuery = {
          page: change.page ?? (resets ? 1 : was.page),
          sort: change.sort === undefined ? was.sort : change.sort,
          filters: change.filters === undefined ? was.filters : { ...was.filters, ...change.filters },
        };
        return writeTableQuery(current, next, names);
      });
    },
    [setParams, names],
  );
  return { query, update };
}
