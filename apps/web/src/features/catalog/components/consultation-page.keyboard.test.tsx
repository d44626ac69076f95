import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { ConsultationForm } from './consultation-page';

describe('ConsultationForm from the keyboard', () => {
  it('drops an error as soon as the field is corrected', async () => {
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<ConsultationForm />);
    const contact = screen.getByTestId('consultation-contact');
    await user.type(contact, 'anna@');
    await user.tab();
    expect(await screen.findByText('Укажите корректный телефон или e-mail')).toBeInTheDocument();
    await user.type(contact, 'example.com');
    await waitFor(() =>
      expect(screen.queryByText('Укажите корректный телефон или e-mail')).not.toBeInTheDocument(),
    );
    expect(contact).toHaveFocus();
  });

  it('is ticked with Space and sent with Enter from a text field', async () => {
    const { calls } = stubFetch({
      'POST /api/v1/consultation-requests': () => ({ status: 201, body: { message: 'ok' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ConsultationForm />);
    await user.click(screen.getByTestId('consultation-name'));
    await user.keyboard('Анна');
    await user.tab();
    await user.keyboard('anna@example.com');
    await user.tab();
    await user.keyboard('после 12:00');
    await user.tab(); // the message, where Enter starts a new line
    await user.tab();
    expect(screen.getByRole('checkbox')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByTestId('consultation-time')).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByTestId('consultation-sent')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({
      name: 'Анна',
      contact: 'anna@example.com',
      preferred_time: 'после 12:00',
      consent: true,
    });
  });
});
