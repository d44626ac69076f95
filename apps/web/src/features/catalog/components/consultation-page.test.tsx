import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ConsultationPage } from './consultation-page';

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<ConsultationPage />);
  return { user };
}

describe('ConsultationForm', () => {
  it('shows Russian messages for empty required fields and a missing consent', async () => {
    const { calls } = stubFetch({});
    const { user } = setup();
    await user.click(screen.getByTestId('consultation-submit'));
    expect(await screen.findByText('Укажите имя')).toBeInTheDocument();
    expect(screen.getByText('Укажите телефон или e-mail')).toBeInTheDocument();
    expect(screen.getByText('Необходимо согласие на обработку данных')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('rejects a contact that is neither a phone nor an e-mail, on blur', async () => {
    stubFetch({});
    const { user } = setup();
    await user.type(screen.getByTestId('consultation-contact'), '12-34');
    await user.tab();
    expect(await screen.findByText('Укажите корректный телефон или e-mail')).toBeInTheDocument();
    await user.clear(screen.getByTestId('consultation-contact'));
    await user.type(screen.getByTestId('consultation-contact'), 'anna@');
    await user.tab();
    expect(await screen.findByText('Укажите корректный телефон или e-mail')).toBeInTheDocument();
  });

  it('sends the request and shows the confirmation', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/consultation-requests': () => ({ status: 201, body: { message: 'ok' } }),
    });
    const { user } = setup();
    await user.type(screen.getByTestId('consultation-name'), 'Анна');
    await user.type(screen.getByTestId('consultation-contact'), '+7 (999) 123 4567');
    await user.type(screen.getByTestId('consultation-time'), 'будни после 12:00');
    await user.click(screen.getByText(/согласие на обработку персональных данных/));
    await user.click(screen.getByTestId('consultation-submit'));
    expect(await screen.findByTestId('consultation-sent')).toHaveTextContent('Заявка отправлена');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({
      name: 'Анна',
      contact: '+7 (999) 123 4567',
      preferred_time: 'будни после 12:00',
      consent: true,
    });
  });

  it('shows the server message in the error line', async () => {
    stubFetch({
      'POST /api/v1/consultation-requests': () => ({
        status: 429,
        body: {
          statusCode: 429,
          code: 'TOO_MANY_REQUESTS',
          message: 'Слишком много заявок, попробуйте позже',
        },
      }),
    });
    const { user } = setup();
    await user.type(screen.getByTestId('consultation-name'), 'Анна');
    await user.type(screen.getByTestId('consultation-contact'), 'anna@example.com');
    await user.click(screen.getByText(/согласие на обработку персональных данных/));
    await user.click(screen.getByTestId('consultation-submit'));
    expect(await screen.findByTestId('consultation-error')).toHaveTextContent(
      'Слишком много заявок, попробуйте позже',
    );
  });
});
