import { Button } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import type { Column } from './data-table';
import { ListPage } from './list-page';
import { useListParams } from './use-list-params';
import { useRowSelection } from './use-row-selection';

interface Cow {
  _id: string;
  name: string;
}

const columns: Column<Cow>[] = [{ key: 'name', header: 'Nombre', sort: 'name', render: (cow) => cow.name }];
const loaded = (items: Cow[]) => ({
  data: { items, total: items.length },
  isError: false,
  fetchStatus: 'idle' as const,
  dataUpdatedAt: 0,
  refetch: vi.fn(),
  isPlaceholderData: false,
});

function Cows({ items, onBulk }: { items: Cow[]; onBulk: (cows: Cow[]) => void }) {
  const list = useListParams(['color'], 'name');
  const selection = useRowSelection<Cow>(list.q);
  return (
    <ListPage
      list={list}
      query={loaded(items)}
      label="Vacas"
      columns={columns}
      titleColumn="name"
      rowName={(cow) => cow.name}
      searchPlaceholder="Buscar vacas"
      empty={<p>Todavía no hay vacas</p>}
      noMatch={{ title: 'Ninguna vaca coincide', description: 'Probá otra búsqueda' }}
      selection={selection}
      bulkActions={<Button onClick={() => onBulk(selection.rows)}>Vender</Button>}
    />
  );
}

describe('ListPage', () => {
  it('lists the rows and opens the bulk bar on selection', async () => {
    const user = userEvent.setup();
    const onBulk = vi.fn();
    renderWithApp(
      <Cows
        items={[
          { _id: '1', name: 'Aurora' },
          { _id: '2', name: 'Brisa' },
        ]}
        onBulk={onBulk}
      />,
    );

    const table = screen.getByRole('table', { name: 'Vacas' });
    expect(within(table).getByText('Aurora')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vender' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Brisa' }));
    await user.click(await screen.findByRole('button', { name: 'Vender' }));
    expect(onBulk).toHaveBeenCalledWith([{ _id: '2', name: 'Brisa' }]);
  });

  it('tells an empty list from one the search emptied', () => {
    renderWithApp(<Cows items={[]} onBulk={vi.fn()} />);
    expect(screen.getByText('Todavía no hay vacas')).toBeInTheDocument();
  });

  it('offers to clear a search that found nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<Cows items={[]} onBulk={vi.fn()} />, { path: '/?q=zzz' });
    expect(screen.getByText('Ninguna vaca coincide')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(screen.getByText('Todavía no hay vacas')).toBeInTheDocument();
  });
});
