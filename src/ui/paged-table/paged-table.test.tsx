// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dialogs } from '../dialog-service.ts';
import { ExportMenu } from '../export/export-menu.tsx';
import { buildExport, stripMarkup } from '../export/table-export.ts';
import { initKitI18n } from '../kit-test-i18n.ts';
import { PagedTable, type Column } from './paged-table.tsx';
import { useTableQuery } from './use-table-query.ts';

interface Row {
  id: number;
  name: string;
  isEdit: boolean;
  isDelete: boolean;
  isSign: boolean;
}

beforeAll(async () => {
  await initKitI18n('ru');
  // Desktop width: the table with its header, not the phone cards.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width: 960px'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(cleanup);

const columns: Column<Row>[] = [
  { key: 'id', label: 'Номер', value: (r) => String(r.id), sortField: 'id' },
  { key: 'name', label: 'Имя', value: (r) => r.name },
];
const rows: Row[] = [
  { id: 1, name: '<b>Первая</b> &amp; строка', isEdit: true, isDelete: false, isSign: true },
  { id: 2, name: 'Вторая', isEdit: false, isDelete: true, isSign: false },
];

function Location() {
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

function Table({ list = rows, sign = vi.fn() }: { list?: Row[]; sign?: (rows: readonly Row[]) => void }) {
  const { query, update } = useTableQuery(['text']);
  return (
    <>
      <PagedTable
        caption="Тест"
        columns={columns}
        rows={list}
        meta={{ currentPage: query.page, pageCount: 30, totalCount: 600 }}
        loading={false}
        rowKey={(r) => String(r.id)}
        query={query}
        onQuery={update}
        actions={[
          { id: 'edit', flag: 'isEdit', label: 'Изменить', run: vi.fn() },
          { id: 'delete', flag: 'isDelete', label: 'Удалить', run: vi.fn() },
        ]}
        bulkActions={[{ id: 'sign', flag: 'isSign', label: 'Подписать', run: sign }]}
      />
      <Location />
    </>
  );
}

const renderAt = (url: string, ui = <Table />) =>
  render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);

describe('PagedTable', () => {
  it('offers each row only the actions its flags allow', () => {
    renderAt('/list');
    const [first, second] = screen.getAllByTestId('table-row');
    expect(within(first as HTMLElement).queryByText('Изменить')).not.toBeNull();
    expect(within(first as HTMLElement).queryByText('Удалить')).toBeNull();
    expect(within(second as HTMLElement).queryByText('Изменить')).toBeNull();
    expect(within(second as HTMLElement).queryByText('Удалить')).not.toBeNull();
  });

  it('enables a bulk action only while every selected row allows it', () => {
    const sign = vi.fn();
    renderAt('/list', <Table sign={sign} />);
    const boxes = screen.getAllByRole('checkbox', { name: 'Выбрать строку' });
    fireEvent.click(boxes[0] as HTMLElement);
    const button = screen.getByTestId('bulk-sign') as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    fireEvent.click(boxes[1] as HTMLElement);
    expect((screen.getByTestId('bulk-sign') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(boxes[1] as HTMLElement);
    fireEvent.click(screen.getByTestId('bulk-sign'));
    expect(sign).toHaveBeenCalledWith([rows[0]]);
  });

  it('keeps page and sort in the query string; a new sort goes back to page 1', () => {
    renderAt('/list?text=abc&page=3');
    expect(screen.getByRole('button', { name: 'Страница 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getAllByRole('button', { name: /^Страница \d+$/ })).toHaveLength(15);
    fireEvent.click(screen.getByRole('button', { name: 'Страница 7' }));
    expect(screen.getByTestId('search').textContent).toBe('?page=7&text=abc');
    fireEvent.click(screen.getByRole('button', { name: 'Сортировать: Номер' }));
    expect(screen.getByTestId('search').textContent).toBe('?sort=id&text=abc');
    fireEvent.click(screen.getByRole('button', { name: /Сортировать: Номер/ }));
    expect(screen.getByTestId('search').textContent).toBe('?sort=-id&text=abc');
    expect(screen.getByRole('columnheader', { name: /Номер/ }).getAttribute('aria-sort')).toBe('descending');
  });

  it('shows "Нет данных" for an empty page', () => {
    renderAt('/list', <Table list={[]} />);
    expect(screen.getByText('Нет данных')).toBeTruthy();
    expect(screen.queryByTestId('table-reset-filters')).toBeNull();
  });

  it('offers to reset the filters when nothing matches them, keeping the sort and the rest of the address', () => {
    renderAt('/list?text=abc&sort=id&other=1', <Table list={[]} />);
    expect(screen.getByText('Ничего не найдено по выбранным фильтрам.')).toBeTruthy();
    fireEvent.click(screen.getByTestId('table-reset-filters'));
    expect(screen.getByTestId('search').textContent).toBe('?other=1&sort=id');
  });
});

describe('client-side export', () => {
  it('builds headers and rows from the shown columns with markup stripped', () => {
    expect(stripMarkup('<b>Первая</b> &amp; строка')).toBe('Первая & строка');
    expect(buildExport('text', 'Тест', columns, rows)).toEqual({
      type: 'text',
      title: 'Тест',
      headers: ['Номер', 'Имя'],
      rows: [
        ['1', 'Первая & строка'],
        ['2', 'Вторая'],
      ],
    });
  });

  it('with no rows shows the "no data" message and sends nothing', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ status: 'success', data: [{ value: 'excel' }] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { QueryClient, QueryClientProvider } = await import('@tanstack/react-query');
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ExportMenu title="Тест" columns={columns} rows={[]} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Экспорт' }, { timeout: 2000 }));
    await vi.waitFor(() =>
      expect((screen.getByTestId('export-menu-toggle') as HTMLButtonElement).disabled).toBe(false),
    );
    fireEvent.click(screen.getByTestId('export-menu-toggle'));
    fireEvent.click(screen.getByTestId('export-excel'));
    expect(dialogs.snapshot().dialogs.at(-1)).toMatchObject({
      kind: 'message',
      title: 'Нет данных для экспорта',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1); // only get-types
    vi.unstubAllGlobals();
  });
});
