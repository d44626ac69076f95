import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch, type Handler } from '@/testing/fetch-stub';
import { buildCertificate, pageOf } from '../testing/fixtures';
import { holdRequests } from '../testing/hold-requests';
import { CertificatesPage } from './certificates-page';
import { CertificateEditPage } from './certificate-pages';

const certificates = [
  buildCertificate({ id: 5, title: 'Гештальт-терапевт' }),
  buildCertificate({ id: 6, title: 'Семейный психолог', issued_at: null }),
];

function renderList(handlers: Record<string, Handler>) {
  const stub = stubFetch(handlers);
  const user = userEvent.setup();
  const view = renderWithProviders(<CertificatesPage />, { path: '/admin/certificates' });
  return { user, ...stub, ...view };
}

function renderEdit(handlers: Record<string, Handler>) {
  const stub = stubFetch({
    'GET /api/v2/admin/certificates/5': () => ({ body: { certificate: certificates[0] } }),
    ...handlers,
  });
  const user = userEvent.setup();
  const view = renderWithProviders(<CertificateEditPage />, {
    path: '/admin/certificates/:id/edit',
    initialEntries: ['/admin/certificates/5/edit'],
    routes: [{ path: '/admin/certificates', element: <p>list</p> }],
  });
  return { user, ...stub, ...view };
}

describe('CertificatesPage', () => {
  it('lists the certificates with their date and edit links', async () => {
    renderList({
      'GET /api/v2/admin/certificates': () => ({ body: pageOf('certificates', certificates) }),
    });
    const row = await screen.findByTestId('admin-certificate-5');
    expect(row).toHaveTextContent('1 мая 2024');
    expect(within(row).getByRole('link', { name: 'Гештальт-терапевт' })).toHaveAttribute(
      'href',
      '/admin/certificates/5/edit',
    );
  });

  it('shows the empty state', async () => {
    renderList({ 'GET /api/v2/admin/certificates': () => ({ body: pageOf('certificates', []) }) });
    expect(await screen.findByText('Сертификатов пока нет')).toBeInTheDocument();
  });

  it('deletes a certificate after confirming', async () => {
    const { user, calls } = renderList({
      'GET /api/v2/admin/certificates': () => ({ body: pageOf('certificates', certificates) }),
      'DELETE /api/v2/admin/certificates/6': () => ({ body: { message: 'ok' } }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Удалить сертификат «Семейный психолог»' }),
    );
    expect(await screen.findByText('Сертификат «Семейный психолог» будет удалён.')).toBeVisible();
    await user.click(screen.getByTestId('admin-certificate-6-delete-confirm'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Сертификат удалён')).toBeInTheDocument();
  });
});

describe('CertificateEditPage', () => {
  it('checks the title and the description length before sending', async () => {
    const { user, calls } = renderEdit({});
    const title = await screen.findByTestId('certificate-title');
    expect(title).toHaveValue('Гештальт-терапевт');
    await user.clear(title);
    await user.click(screen.getByTestId('certificate-description'));
    await user.paste('а'.repeat(5000));
    await user.click(screen.getByTestId('certificate-form-submit'));
    expect(await screen.findByText('Обязательно для заполнения')).toBeInTheDocument();
    expect(screen.getByText('Не более 5000 символов')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('saves while the button spins, then returns to the list', async () => {
    const { user, calls, fetchMock, router } = renderEdit({
      'POST /api/v1/admin/certificates/5/update': () => ({
        body: { certificate: certificates[0] },
      }),
    });
    const title = await screen.findByTestId('certificate-title');
    const { release } = holdRequests(fetchMock, 'POST');
    await user.clear(title);
    await user.type(title, 'Новое название');
    await user.click(screen.getByTestId('certificate-form-submit'));
    await waitFor(() => expect(screen.getByTestId('certificate-form-submit')).toBeDisabled());
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/certificates'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      title: 'Новое название',
      description: 'Выдан институтом',
      issued_at: '2024-05-01',
      image: null,
      sort: 1,
    });
  });
});
