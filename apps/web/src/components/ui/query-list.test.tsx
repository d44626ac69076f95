import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-error';
import { BOOT_PAGE_ID } from '@/lib/boot-shell-markup';
import { renderWithProviders } from '@/testing/render';
import { QueryList } from './query-list';

/** The first screen the server draws for a list's address, over the page. */
function paintListScreen() {
  const drawn = document.createElement('div');
  drawn.id = BOOT_PAGE_ID;
  document.body.prepend(drawn);
  return drawn;
}

function Courses({ load }: { load: () => Promise<string[]> }) {
  const query = useQuery({ queryKey: ['courses'], queryFn: load, retry: false });
  return (
    <QueryList query={query} loadErrorTitle="Не удалось загрузить видеокурсы" empty={<p>Пусто</p>}>
      {(items) => <p data-testid="courses">{items.join(', ')}</p>}
    </QueryList>
  );
}

describe('QueryList', () => {
  it('keeps the server’s first screen over its loader, and takes it away as the items show', async () => {
    const drawn = paintListScreen();
    let resolve: (items: string[]) => void = () => {};
    renderWithProviders(<Courses load={() => new Promise((done) => (resolve = done))} />);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(drawn.isConnected).toBe(true);
    resolve(['Границы', 'Горе']);
    expect(await screen.findByTestId('courses')).toHaveTextContent('Границы, Горе');
    expect(drawn.isConnected).toBe(false);
  });

  it('takes the server’s first screen away as the load error shows', async () => {
    const drawn = paintListScreen();
    const failing = () =>
      Promise.reject(
        new ApiRequestError(409, { statusCode: 409, code: 'CONFLICT', message: 'Сервер занят' }),
      );
    renderWithProviders(<Courses load={failing} />);
    expect(await screen.findByText('Сервер занят')).toBeInTheDocument();
    expect(drawn.isConnected).toBe(false);
  });
});
