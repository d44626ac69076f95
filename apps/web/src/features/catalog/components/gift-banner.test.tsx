import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildRobokassaData } from '@/testing/payment-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { getAuthModalState } from '@/testing/auth-modal-state';
import { startSession } from '@/lib/session/session-store';
import type { Webinar } from '@/lib/catalog/schemas';
import { VideocoursePage } from './videocourse-page';

function renderCourse(overrides: Partial<Webinar>) {
  const stub = stubFetch({
    'GET /api/v2/user/webinars/5': () => ({
      body: { webinar: buildWebinar({ id: 5, ...overrides }) },
    }),
    'GET /api/v1/payment/robokassa/get-payment-data': () => ({ body: buildRobokassaData() }),
  });
  const user = userEvent.setup();
  renderWithProviders(<VideocoursePage />, {
    path: '/videocourses/:id',
    initialEntries: ['/videocourses/5'],
  });
  return { user, ...stub };
}

afterEach(() => {
  document.querySelectorAll('form[method="post"]').forEach((form) => form.remove());
});

describe('GiftBanner', () => {
  // The banner used to send people to a 'Подарить другу' button the purchase block does not show
  // to an owner or to someone whose access has ended.
  it.each<[string, Partial<Webinar>]>([
    ['an owner', { is_owner: true, state: 'can_view', access_expires_at: '2099-01-01T00:00:00Z' }],
    ['an expired owner', { is_owner: true, state: 'can_prolong' }],
    ['a buyer', { state: 'can_buy' }],
  ])('carries its own "Подарить" button for %s', async (_, overrides) => {
    startSession(buildUser());
    const { user } = renderCourse(overrides);
    const banner = await screen.findByTestId('gift-banner');
    await user.click(within(banner).getByRole('button', { name: 'Подарить' }));
    const dialog = await screen.findByTestId('gift-dialog');
    expect(dialog).toHaveTextContent('Подарить другу');
    expect(within(dialog).getByTestId('gift-submit')).toHaveTextContent('Оплатить');
  });

  it("pays the owner's gift as type 2 with the friend's e-mail", async () => {
    const submit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    startSession(buildUser());
    const { user, calls } = renderCourse({ is_owner: true, state: 'can_view' });
    await user.click(await screen.findByTestId('gift-banner-button'));
    await user.type(await screen.findByTestId('gift-email'), 'friend@example.com{Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const checkout = calls.find((call) => call.path.includes('get-payment-data'));
    expect(Object.fromEntries(new URL(checkout!.path, 'http://localhost').searchParams)).toEqual({
      id: '5',
      product_type: 'webinar',
      type: '2',
      gift_email: 'friend@example.com',
    });
  });

  it('asks an anonymous visitor to log in first', async () => {
    const { user } = renderCourse({});
    await user.click(await screen.findByTestId('gift-banner-button'));
    expect(getAuthModalState()).toMatchObject({ open: true, returnTo: '/videocourses/5' });
    expect(screen.queryByTestId('gift-dialog')).not.toBeInTheDocument();
  });
});
