import type { Kit, Webinar } from '@/lib/catalog/schemas';

/** A webinar as the API returns it (openapi.yaml), with only what a test cares about overridden. */
export function buildWebinar(overrides: Partial<Webinar> = {}): Webinar {
  return {
    id: 1,
    title: 'Личные границы: как перестать жить чужой жизнью',
    url: null,
    image: null,
    length: '4 часа 30 минут',
    age: 18,
    price: 4900,
    price_azn: 98,
    final_price: 4900,
    final_price_azn: 98,
    prolongation_price: 2940,
    prolongation_price_azn: 58.8,
    is_active: true,
    short_description: 'Как замечать, где заканчиваетесь вы и начинается другой человек.',
    description: ['Первый абзац описания.', 'Второй абзац описания.'],
    sort: 1,
    priority: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    custom_price: null,
    tags: [{ id: 1, title: 'Отношения' }],
    is_owner: false,
    state: 'can_buy',
    video_url: null,
    access_expires_at: null,
    ...overrides,
  };
}

export function buildKit(overrides: Partial<Kit> = {}): Kit {
  return {
    id: 3,
    title: 'Психотерапевт 21 века',
    description: 'Комплект видеокурсов для практикующих психологов.',
    price: 9900,
    price_azn: 198,
    final_price: 9900,
    final_price_azn: 198,
    prolongation_price: 5940,
    prolongation_price_azn: 118.8,
    webinars: [
      buildWebinar({ id: 11, title: 'Курс один' }),
      buildWebinar({ id: 12, title: 'Курс два' }),
    ],
    image: null,
    mark_id: 1,
    sort: 1,
    is_owner: false,
    custom_price: null,
    is_active: true,
    state: 'can_buy',
    access_expires_at: null,
    ...overrides,
  };
}
