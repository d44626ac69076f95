import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { getAuthModalState } from '@/testing/auth-modal-state';
import { startSession } from '@/lib/session/session-store';
import type { Webinar } from '@/lib/catalog/schemas';
import { PurchaseBlock } from './purchase-block';

function setup(overrides: Partial<Webinar> = {}, productType = 'webinar') {
  const user = userEvent.setup();
  renderWithProviders(<PurchaseBlock item={buildWebinar(overrides)} productType={productType} />, {
    path: '/videocourses/1',
  });
  return { user };
}

describe('PurchaseBlock', () => {
  it('labels the buy button "Купить" for a paid course and shows price, gift and AZN buttons', () => {
    setup({ final_price: 4900, final_price_azn: 98 });
    expect(screen.getByTestId('buy-button')).toHaveTextContent('Купить');
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('4 900 ₽');
    expect(screen.getByTestId('gift-button')).toHaveTextContent('Подарить другу');
    expect(screen.getByTestId('foreign-card-button')).toHaveTextContent(
      'У меня иностранная карта* (98 AZN)',
    );
    expect(screen.getByTestId('offer-link')).toHaveAttribute('href', '/static/offer-agreement.pdf');
  });

  it('labels the buy button "Получить" for a free course', () => {
    setup({ price: 0, final_price: 0, final_price_azn: 0 });
    expect(screen.getByTestId('buy-button')).toHaveTextContent('Получить');
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('Бесплатно');
  });

  it('hides the foreign-card button when the AZN price is 0', () => {
    setup({ final_price_azn: 0 });
    expect(screen.queryByTestId('foreign-card-button')).not.toBeInTheDocument();
  });

  it('strikes through the list price when a custom price is lower', () => {
    setup({ price: 4900, final_price: 2900 });
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('2 900 ₽');
    const old = screen.getByTestId('purchase-old-price');
    expect(old.tagName).toBe('S');
    expect(old).toHaveTextContent('4 900 ₽');
  });

  it('offers "Продлить" with the legal notice when access has expired', () => {
    setup({ is_owner: true, state: 'can_prolong', prolongation_price: 2940 });
    expect(screen.getByTestId('prolong-button')).toHaveTextContent('Продлить');
    expect(screen.getByTestId('purchase-price')).toHaveTextContent('2 940 ₽');
    const notice = screen.getByTestId('legal-notice');
    expect(notice).toHaveTextContent('в течение 7 рабочих дней');
    expect(notice).toHaveTextContent('на 1 год');
    expect(notice).toHaveTextContent('со скидкой 40%');
    expect(notice).toHaveTextContent('в валюте карты по курсу к манату');
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
  });

  it('replaces the buttons with the webinar access component when the course can be viewed', () => {
    setup({
      id: 4,
      is_owner: true,
      state: 'can_view',
      access_expires_at: '2099-11-21T09:00:00.000Z',
    });
    const access = screen.getByTestId('webinar-access');
    expect(access).toHaveTextContent(/Доступ до 21 ноября 2099/);
    expect(within(access).getByRole('link', { name: 'Смотреть' })).toHaveAttribute(
      'href',
      '/account/videos/4',
    );
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
    expect(screen.queryByTestId('gift-button')).not.toBeInTheDocument();
  });

  it('shows "Ошибка!" for an unknown product type', () => {
    setup({}, 'subscription');
    expect(screen.getByTestId('purchase-unknown-type')).toHaveTextContent('Ошибка!');
    expect(screen.queryByTestId('buy-button')).not.toBeInTheDocument();
  });

  it('opens the auth modal when an anonymous visitor clicks buy or gift', async () => {
    const { user } = setup();
    await user.click(screen.getByTestId('buy-button'));
    expect(getAuthModalState()).toMatchObject({ open: true, returnTo: '/videocourses/1' });
    await user.click(screen.getByTestId('gift-button'));
    expect(screen.queryByTestId('gift-dialog')).not.toBeInTheDocument();
  });

  it('opens the gift dialog for a signed-in user, without asking to log in', async () => {
    startSession(buildUser());
    const { user } = setup();
    await user.click(screen.getByTestId('gift-button'));
    expect(await screen.findByTestId('gift-dialog')).toHaveTextContent('Подарить другу');
    expect(screen.getByTestId('gift-submit')).toHaveTextContent('Оплатить');
    expect(getAuthModalState().open).toBe(false);
  });

  it('offers the foreign-card renewal at the AZN renewal price, hidden when it is 0', () => {
    setup({ is_owner: true, state: 'can_prolong', prolongation_price_azn: 58.8 });
    expect(screen.getByTestId('foreign-card-button')).toHaveTextContent(
      'У меня иностранная карта* (58,8 AZN)',
    );
  });
});
