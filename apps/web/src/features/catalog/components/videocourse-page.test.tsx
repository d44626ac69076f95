import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { VideocoursePage } from './videocourse-page';

describe('VideocoursePage', () => {
  it('shows details, tags, description paragraphs, purchase block and gift banner', async () => {
    stubFetch({ 'GET /api/v2/user/webinars/1': () => ({ body: { webinar: buildWebinar() } }) });
    renderWithProviders(<VideocoursePage />, {
      path: '/videocourses/:id',
      initialEntries: ['/videocourses/1'],
    });
    expect(await screen.findByTestId('course-title')).toHaveTextContent('Личные границы');
    expect(screen.getByTestId('course-page')).toBeInTheDocument();
    expect(screen.getByTestId('course-tags')).toHaveTextContent('Отношения');
    expect(screen.getByText('Первый абзац описания.')).toBeInTheDocument();
    expect(screen.getByText('Второй абзац описания.')).toBeInTheDocument();
    expect(screen.getByTestId('buy-button')).toHaveTextContent('Купить');
    expect(screen.getByTestId('gift-banner')).toHaveTextContent('Подарить другу');
  });

  it('shows "Страница не найдена" for a missing course', async () => {
    stubFetch({});
    renderWithProviders(<VideocoursePage />, {
      path: '/videocourses/:id',
      initialEntries: ['/videocourses/99'],
    });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });
});
