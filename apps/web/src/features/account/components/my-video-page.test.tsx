import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { stubFetch } from '@/testing/fetch-stub';
import { buildWebinar } from '@/testing/catalog-fixtures';
import { buildUser } from '@/testing/user-fixture';
import { startSession } from '@/lib/session/session-store';
import type { Webinar } from '@/lib/catalog/schemas';
import { MyVideoPage } from './my-video-page';

function renderVideo(overrides: Partial<Webinar>) {
  startSession(buildUser({ api_token: 'owner-token' }));
  const { calls } = stubFetch({
    'GET /api/v2/user/webinars/8': () => ({
      body: { webinar: buildWebinar({ id: 8, ...overrides }) },
    }),
  });
  renderWithProviders(<MyVideoPage />, {
    path: '/account/videos/:id',
    initialEntries: ['/account/videos/8'],
  });
  return calls;
}

const owned = {
  is_owner: true,
  state: 'can_view' as const,
  access_expires_at: '2099-11-21T09:00:00.000Z',
};

describe('MyVideoPage', () => {
  it('embeds a YouTube video in an iframe', async () => {
    const calls = renderVideo({ ...owned, video_url: 'https://www.youtube.com/watch?v=abc123' });
    const frame = await screen.findByTestId('video-embed');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube.com/embed/abc123');
    expect(screen.getByTestId('video-page')).toBeInTheDocument();
    expect(screen.getByTestId('access-until')).toHaveTextContent(/Доступ до 21 ноября 2099/);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer owner-token');
  });

  it('plays a direct file in a video element with controls', async () => {
    renderVideo({ ...owned, video_url: 'https://cdn.example.com/course-8.mp4' });
    const video = await screen.findByTestId('video-file');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('src', 'https://cdn.example.com/course-8.mp4');
    expect(screen.queryByTestId('video-embed')).not.toBeInTheDocument();
  });

  it('says the video is not uploaded yet when video_url is empty', async () => {
    renderVideo({ ...owned, video_url: null });
    expect(await screen.findByTestId('video-missing')).toBeInTheDocument();
  });

  it('explains and links to the course page without access', async () => {
    renderVideo({ is_owner: false, state: 'can_buy', video_url: null });
    const notice = await screen.findByTestId('video-no-access');
    expect(notice).toHaveTextContent('Доступ к этому видеокурсу ещё не открыт');
    expect(screen.getByRole('link', { name: 'Перейти на страницу курса' })).toHaveAttribute(
      'href',
      '/videocourses/8',
    );
    expect(screen.queryByTestId('video-embed')).not.toBeInTheDocument();
  });

  it('offers renewal on the course page when access has expired', async () => {
    renderVideo({ is_owner: true, state: 'can_prolong', video_url: null });
    expect(await screen.findByTestId('video-no-access')).toHaveTextContent(
      'Срок доступа к видеокурсу закончился',
    );
  });
});
