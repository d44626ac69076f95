import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildKit } from '@/testing/catalog-fixtures';
import { pageOf } from '../testing/fixtures';
import { KitsPage } from './kits-page';

const kits = [
  buildKit({ id: 1, title: 'Первый комплект' }),
  buildKit({ id: 2, title: 'Второй комплект' }),
  buildKit({ id: 3, title: 'Третий комплект', is_active: false }),
];

describe('KitsPage', () => {
  it('lists the kits with their course count and saves an order dragged with the mouse', async () => {
    const { calls } = stubFetch({
      'GET /api/v2/admin/kits': () => ({ body: pageOf('kits', kits) }),
      'POST /api/v2/admin/kits/sort': () => ({ body: { kits: [] } }),
    });
    renderWithProviders(<KitsPage />, { path: '/admin/kits' });
    const third = await screen.findByTestId('admin-kits-row-3');
    expect(third).toHaveTextContent('Третий комплект');
    expect(third).toHaveTextContent('Скрыт');
    expect(screen.getByTestId('admin-kits-row-1')).toHaveTextContent(/Первый комплект\s*2/);
    const first = screen.getByTestId('admin-kits-row-1');
    fireEvent.dragStart(third, { dataTransfer: { setData: () => undefined } });
    fireEvent.dragOver(first);
    fireEvent.drop(first);
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ ids: [3, 1, 2] }),
    );
  });
});
