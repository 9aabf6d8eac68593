import { PlusOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Grid, Popover, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_SIZES } from '../../app/config';
import { LinkButton } from '../ui/LinkButton';
import { ColumnFilter, type FilterOption } from './ColumnFilter';
import { listFilter, type ColumnKind } from './listFilter';
import type { ListArgs, ListPage } from './listQuery';
import { countText, listText } from './texts';
import { useListState } from './useListState';

export interface ListColumn<Row> {
  /** The list endpoint's column name (its filter and order). */
  key: string;
  title: string;
  kind: ColumnKind;
  /** A select column's values. */
  options?: FilterOption[];
  /** Hidden until the column toggle shows it. */
  hidden?: boolean;
  sortable?: boolean;
  filterable?: boolean;
  /** The cell (default: the row's field named `key`). */
  render?: (row: Row) => ReactNode;
  /** On a phone (antd's `xs`, under 576 px): left out, or shown in a shorter form, so that the table fits. */
  onPhone?: 'hidden' | { title: string; render: (row: Row) => ReactNode };
}

/** An RTK Query hook of a list endpoint (built with listRequest and toListPage). */
export type UseList<Row> = (args: ListArgs) => { data?: ListPage<Row>; isFetching: boolean; isError: boolean };

export interface ListScreenProps<Row> {
  title: string;
  columns: ListColumn<Row>[];
  useList: UseList<Row>;
  /** Where a row click leads (its editor). */
  rowPath: (row: Row) => string;
  /** '{column} asc|desc' (spec 01 §9: ascending unless the screen says otherwise). */
  defaultOrder: string;
  /** Where New leads, where a create route exists. */
  newPath?: string;
  /** Conditions every page of this list has (e.g. questionnaires only, not their report variants). */
  always?: string[];
  includes?: string;
  /** More buttons beside New. */
  actions?: ReactNode;
  rowKey?: (row: Row) => string;
}

const cellText = (value: unknown): ReactNode => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? listText('yes') : listText('no');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
};

/** A list column as antd's table takes it: its cell, its sort order and its filter (`value`, the filter's text). */
function tableColumnOf<Row>(
  column: ListColumn<Row>,
  { value, onPhone, order, setFilter }: { value: string; onPhone: boolean; order: string; setFilter: (column: string, value: string) => void },
): TableColumnsType<Row>[number] {
  const [orderColumn, orderDirection] = order.split(' ');
  const phoneForm = onPhone && typeof column.onPhone === 'object' ? column.onPhone : undefined;
  const render = phoneForm?.render ?? column.render;
  return {
    key: column.key,
    dataIndex: column.key,
    title: phoneForm?.title ?? column.title,
    render: (_: unknown, row: Row) => (render ? render(row) : cellText((row as unknown as Record<string, unknown>)[column.key])),
    sorter: column.sortable !== false,
    sortDirections: ['ascend', 'descend', 'ascend'],
    sortOrder: orderColumn === column.key ? (orderDirection === 'desc' ? 'descend' : 'ascend') : null,
    ...(column.filterable !== false && {
      filtered: value !== '',
      filterIcon: (filtered: boolean) => <SearchOutlined aria-label={listText('filter', { title: column.title })} style={{ color: filtered ? '#1677ff' : undefined }} />,
      filterDropdown: ({ close }) => (
        <div style={{ padding: 8, width: 240 }}>
          <ColumnFilter title={column.title} kind={column.kind} options={column.options} value={value} onChange={(next) => setFilter(column.key, next)} onDone={close} />
        </div>
      ),
    }),
  };
}

/** The column-visibility toggle: a checkbox a column, in the columns' order. */
function ColumnToggle<Row>({ columns, visible, setVisible }: { columns: ListColumn<Row>[]; visible: string[]; setVisible: (keys: string[]) => void }) {
  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={visible}
          onChange={(keys) => setVisible(columns.map((column) => column.key).filter((key) => keys.includes(key)))}
          options={columns.map((column) => ({ value: column.key, label: column.title }))}
        />
      }
    >
      <Button icon={<TableOutlined />}>{listText('columns')}</Button>
    </Popover>
  );
}

/**
 * A phone scrolls a wide list sideways within the table, each column as wide as its content, as antd's
 * `scroll={{ x: 'max-content' }}` does, but in CSS: with `scroll.x` rc-table measures every column after each
 * render and renders again (30-70 ms of the dashboard's first render).
 */
const tableStyles = { content: { overflowX: 'auto' } } as const;
const tableComponents = {
  table: ({ style, ...props }: HTMLAttributes<HTMLTableElement>) => <table {...props} style={{ ...style, width: 'max-content', minWidth: '100%' }} />,
};

/**
 * One list screen for every list (spec 01 §2 "List screens"): a filtered table fetching only the page shown,
 * with New, a column-visibility toggle, the page sizes, per-column filters, sortable headers, the count text
 * and a row click to the editor, its state in the address.
 */
export function ListScreen<Row extends object>({ title, columns, useList, rowPath, defaultOrder, newPath, always, includes, actions, rowKey }: ListScreenProps<Row>) {
  const navigate = useNavigate();
  const onPhone = Grid.useBreakpoint().xs === true;
  const defaultVisible = useMemo(() => columns.filter((column) => !column.hidden).map((column) => column.key), [columns]);
  const { state, setPage, setOrder, setFilter, setVisible } = useListState(defaultOrder, defaultVisible);
  const filter = listFilter(
    columns.map((column) => ({ column: column.key, kind: column.kind, value: state.filters[column.key] ?? '' })),
    always,
  );
  const { data, isFetching, isError } = useList({ offset: (state.page - 1) * state.size, limit: state.size, order: state.order, filter, includes });

  const tableColumns: TableColumnsType<Row> = columns
    .filter((column) => state.visible.includes(column.key) && !(onPhone && column.onPhone === 'hidden'))
    .map((column) => tableColumnOf(column, { value: state.filters[column.key] ?? '', onPhone, order: state.order, setFilter }));

  const total = data?.total ?? 0;
  const first = (state.page - 1) * state.size + 1;
  const count = isError
    ? listText('unableToLoad')
    : total === 0
      ? listText('noResults')
      : countText(Math.min(first, total), Math.min(first + (data?.rows.length ?? 0) - 1, total), total);

  return (
    <div>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 12 }} wrap>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Space wrap>
          {actions}
          <ColumnToggle columns={columns} visible={state.visible} setVisible={setVisible} />
          {newPath && (
            <LinkButton type="primary" icon={<PlusOutlined />} to={newPath}>
              {listText('new')}
            </LinkButton>
          )}
        </Space>
      </Space>
      <Typography.Text role="status" type={isError ? 'danger' : 'secondary'} style={{ display: 'block', marginBottom: 8 }}>
        {isFetching && !data ? '\u00a0' : count}
      </Typography.Text>
      <Table<Row>
        size="middle"
        rowKey={(row) => (rowKey ? rowKey(row) : String((row as { id?: unknown }).id))}
        columns={tableColumns}
        dataSource={isError ? [] : (data?.rows ?? [])}
        loading={isFetching}
        styles={tableStyles}
        components={tableComponents}
        locale={{ emptyText: isError ? listText('unableToLoad') : listText('noResults') }}
        showSorterTooltip={false}
        onChange={(_pagination, _filters, sorter, { action }) => {
          if (action !== 'sort' || Array.isArray(sorter)) return;
          setOrder(sorter.order ? `${String(sorter.columnKey)} ${sorter.order === 'descend' ? 'desc' : 'asc'}` : defaultOrder);
        }}
        onRow={(row) => ({
          onClick: () => void navigate(rowPath(row)),
          onKeyDown: (event) => event.key === 'Enter' && void navigate(rowPath(row)),
          tabIndex: 0,
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: state.page,
          pageSize: state.size,
          total,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          hideOnSinglePage: false,
          onChange: setPage,
        }}
      />
    </div>
  );
}
