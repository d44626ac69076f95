import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { renderWithProviders } from '@/testing/render';
import { ApiRequestError } from '@/lib/api-error';
import { useAdminMutation } from './use-admin-mutation';

function Probe({ fail }: { fail: boolean }) {
  const list = useQuery({ queryKey: ['admin', 'probe'], queryFn: loadList });
  const mutation = useAdminMutation({
    mutationFn: () =>
      fail
        ? Promise.reject(
            new ApiRequestError(409, {
              statusCode: 409,
              code: 'LOGIN_TAKEN',
              message: 'Этот логин уже занят',
            }),
          )
        : Promise.resolve({ id: 7 }),
    success: (data) => `Сохранено: ${data.id}`,
    invalidate: [['admin']],
  });
  return (
    <>
      <output>{list.data}</output>
      <button onClick={() => mutation.mutate()}>save</button>
    </>
  );
}

const loadList = vi.fn(() => Promise.resolve('list'));

describe('useAdminMutation', () => {
  it('toasts success and reloads the given queries', async () => {
    renderWithProviders(<Probe fail={false} />);
    await screen.findByText('list');
    expect(loadList).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Сохранено: 7')).toBeInTheDocument();
    await waitFor(() => expect(loadList).toHaveBeenCalledTimes(2));
  });

  it("toasts the server's message on failure", async () => {
    renderWithProviders(<Probe fail />);
    await userEvent.click(screen.getByText('save'));
    expect(await screen.findByText('Не удалось сохранить')).toBeInTheDocument();
    expect(screen.getByText('Этот логин уже занят')).toBeInTheDocument();
  });
});
