import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { CertificatesPage, CompetencePage, CompetenciesPage, FeedbacksPage } from './content-pages';

const competence = {
  id: 3,
  title: 'Семейная терапия',
  short_description: 'Работа с парами и семьями.',
  description: ['Первый абзац.'],
  image: null,
  sort: 1,
};

const crumbsText = async () => (await screen.findByTestId('breadcrumbs')).textContent;

describe('content pages', () => {
  it("puts /certificates under 'Обо мне' in the breadcrumbs", async () => {
    stubFetch({ 'GET /api/v1/user/certificates': () => ({ body: { certificates: [] } }) });
    renderWithProviders(<CertificatesPage />, { path: '/certificates' });
    expect(await crumbsText()).toBe('ГлавнаяОбо мнеМои сертификаты');
    const crumbs = screen.getByTestId('breadcrumbs');
    expect(within(crumbs).getByRole('link', { name: 'Обо мне' })).toHaveAttribute('href', '/about');
  });

  it("walks /competencies/{id} through 'Обо мне' and 'Мои компетенции'", async () => {
    stubFetch({ 'GET /api/v1/user/competencies/3': () => ({ body: { competence } }) });
    renderWithProviders(<CompetencePage />, {
      path: '/competencies/:id',
      initialEntries: ['/competencies/3'],
    });
    await screen.findByRole('heading', { name: 'Семейная терапия' });
    expect(await crumbsText()).toBe('ГлавнаяОбо мнеМои компетенцииСемейная терапия');
    const crumbs = within(screen.getByTestId('breadcrumbs'));
    expect(crumbs.getByRole('link', { name: 'Обо мне' })).toHaveAttribute('href', '/about');
    expect(crumbs.getByRole('link', { name: 'Мои компетенции' })).toHaveAttribute(
      'href',
      '/competencies',
    );
  });

  it("offers 'На главную' for a missing competence", async () => {
    stubFetch({});
    renderWithProviders(<CompetencePage />, {
      path: '/competencies/:id',
      initialEntries: ['/competencies/99'],
    });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'На главную' })).toHaveAttribute('href', '/');
  });

  it.each([
    [
      'competencies',
      () => <CompetenciesPage />,
      'Список компетенций пока не заполнен',
      'Узнать обо мне',
      '/about',
    ],
    [
      'certificates',
      () => <CertificatesPage />,
      'Сертификаты пока не добавлены',
      'Мои компетенции',
      '/competencies',
    ],
  ])('says what to do next when %s are empty', async (name, page, text, action, href) => {
    stubFetch({ [`GET /api/v1/user/${name}`]: () => ({ body: { [name]: [] } }) });
    renderWithProviders(page());
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent(text);
    expect(within(empty).getByRole('link', { name: action })).toHaveAttribute('href', href);
  });

  it("loads the reviews again on 'Повторить'", async () => {
    let answers = 0;
    stubFetch({
      'GET /api/v1/user/feedbacks': () =>
        ++answers === 1
          ? { status: 409, body: { statusCode: 409, code: 'CONFLICT', message: 'Повторите позже' } }
          : { body: { feedbacks: [] } },
      'GET /api/v1/user/messages': () => ({ body: { messages: [] } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<FeedbacksPage />);
    const error = await screen.findByTestId('load-error');
    expect(
      within(error).getByRole('heading', { level: 2, name: 'Не удалось загрузить отзывы' }),
    ).toBeInTheDocument();
    expect(error).toHaveTextContent('Повторите позже');
    await user.click(within(error).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Видео отзывы пока не добавлены')).toBeInTheDocument();
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
    expect(answers).toBe(2);
  });
});
