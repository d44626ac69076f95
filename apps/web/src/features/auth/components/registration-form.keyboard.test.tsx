import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildUser } from '@/testing/user-fixture';
import { RegistrationForm } from './registration-form';

function setup() {
  const user = userEvent.setup();
  const view = renderWithProviders(<RegistrationForm />, {
    routes: [{ path: '/', element: <p>home page</p> }],
  });
  return { user, ...view };
}

describe('RegistrationForm from the keyboard', () => {
  it('is filled with Tab, ticked with Space and sent with Enter', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/register': () => ({ status: 201, body: { user: buildUser() } }),
    });
    const { user, router } = setup();
    await user.click(screen.getByTestId('register-email'));
    await user.keyboard('anna@example.com');
    await user.tab();
    await user.keyboard('secret1');
    await user.tab();
    await user.keyboard('79991234567');
    await user.tab();
    await user.keyboard('Анна');
    await user.tab();
    await user.keyboard('Иванова');
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByTestId('register-submit')).toBeEnabled());

    await user.tab({ shift: true });
    expect(screen.getByTestId('register-last-name')).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((call) => call.path === '/api/v1/register')?.body).toMatchObject({
      login: 'anna@example.com',
      cellphone: '+7(999)1234567',
    });
  });

  it('drops an error as soon as the field is corrected', async () => {
    const { user } = setup();
    const email = screen.getByTestId('register-email');
    await user.type(email, 'anna');
    await user.tab();
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument();
    await user.type(email, '@example.com');
    await waitFor(() => expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument());
    expect(email).toHaveFocus();
  });
});
