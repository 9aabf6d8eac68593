import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../app/config';

/**
 * A list screen's state, kept in the address (a reload or a shared link shows the same page): `page`
 * (from 1), `size`, `order` ('{column} asc|desc'), `cols` (the visible columns, when not the default) and
 * one `f.{column}` per filter. Changing the order, the size or a filter goes back to the first page.
 */
export interface ListState {
  page: number;
  size: number;
  order: string;
  filters: Record<string, string>;
  visible: string[];
}

const FILTER_PREFIX = 'f.';

const whole = (text: string | null, fallback: number) => (text !== null && /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : fallback);

export function useListState(defaultOrder: string, defaultVisible: string[]) {
  const [params, setParams] = useSearchParams();

  const state: ListState = useMemo(() => {
    const size = whole(params.get('size'), DEFAULT_PAGE_SIZE);
    const cols = params.get('cols');
    return {
      page: whole(params.get('page'), 1),
      size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
      order: params.get('order') || defaultOrder,
      filters: Object.fromEntries([...params].filter(([key]) => key.startsWith(FILTER_PREFIX)).map(([key, value]) => [key.slice(FILTER_PREFIX.length), value])),
      visible: cols === null ? defaultVisible : cols.split(',').filter(Boolean),
    };
  }, [params, defaultOrder, defaultVisible]);

  const change = useCallback(
    (edit: (next: URLSearchParams) => void, { firstPage = true } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          edit(next);
          if (firstPage) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setOrNot = (next: URLSearchParams, key: string, value: string, fallback: string) => (value === fallback ? next.delete(key) : next.set(key, value));

  return {
    state,
    setPage: useCallback(
      (page: number, size: number) =>
        change(
          (next) => {
            setOrNot(next, 'size', String(size), String(DEFAULT_PAGE_SIZE));
            setOrNot(next, 'page', String(page), '1');
          },
          { firstPage: false },
        ),
      [change],
    ),
    setOrder: useCallback((order: string) => change((next) => setOrNot(next, 'order', order, defaultOrder)), [change, defaultOrder]),
    setFilter: useCallback((column: string, value: string) => change((next) => setOrNot(next, FILTER_PREFIX + column, value, '')), [change]),
    setVisible: useCallback(
      (visible: string[]) => change((next) => setOrNot(next, 'cols', visible.join(','), defaultVisible.join(',')), { firstPage: false }),
      [change, defaultVisible],
    ),
  };
}
