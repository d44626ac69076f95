import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { PageHead } from '@/lib/seo/page-head';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/render';
import { KitPage } from './components/kit-page';
import { VideocoursePage } from './components/videocourse-page';

const origin = window.location.origin;
const property = (name: string) =>
  document.head.querySelector(`meta[property="${name}"]`)?.getAttribute('content');
const structuredData = () =>
  JSON.parse(
    document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null',
  ) as Record<string, unknown> | null;

async function openCourse(webinar = buildWebinar()) {
  stubFetch({ [`GET /api/v2/user/webinars/${webinar.id}`]: () => ({ body: { webinar } }) });
  renderWithProviders(
    <>
      <PageHead />
      <VideocoursePage />
    </>,
    { path: '/videocourses/:id', initialEntries: [`/videocourses/${webinar.id}`] },
  );
  await waitFor(() => expect(property('og:title')).toBe(webinar.title));
}

describe('a course page shared or found by a search engine', () => {
  it('carries Open Graph tags for the course, with its picture and price', async () => {
    await openCourse(
      buildWebinar({ id: 7, image: '/uploads/images/cover.webp', final_price: 2900 }),
    );
    expect(document.title).toBe(
      'Личные границы: как перестать жить чужой жизнью — Курсы психотерапевта',
    );
    const description = 'Как замечать, где заканчиваетесь вы и начинается другой человек.';
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      description,
    );
    expect(property('og:description')).toBe(description);
    expect(property('og:type')).toBe('product');
    expect(property('og:url')).toBe(`${origin}/videocourses/7`);
    expect(property('og:image')).toBe(`${origin}/uploads/images/cover.webp`);
    expect(property('og:site_name')).toBe('Курсы психотерапевта');
    expect(property('product:price:amount')).toBe('2900');
    expect(property('product:price:currency')).toBe('RUB');
  });

  it('describes the course as schema.org Course with an Offer in roubles', async () => {
    await openCourse(buildWebinar({ id: 7, image: null, final_price: 2900 }));
    expect(structuredData()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Личные границы: как перестать жить чужой жизнью',
      description: 'Как замечать, где заканчиваетесь вы и начинается другой человек.',
      url: `${origin}/videocourses/7`,
      image: `${origin}/images/course-placeholder.svg`,
      inLanguage: 'ru',
      keywords: 'Отношения',
      provider: { '@type': 'Organization', name: 'Курсы психотерапевта', url: `${origin}/` },
      offers: {
        '@type': 'Offer',
        price: 2900,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: `${origin}/videocourses/7`,
        category: 'Paid',
      },
      hasCourseInstance: { '@type': 'CourseInstance', courseMode: 'Online' },
    });
  });

  it('offers a free course at 0, and falls back to the description when there is no summary', async () => {
    await openCourse(buildWebinar({ id: 8, final_price: 0, short_description: '' }));
    expect(property('og:description')).toBe('Первый абзац описания. Второй абзац описания.');
    expect(structuredData()).toMatchObject({ offers: { price: 0, category: 'Free' } });
  });
});

describe('a kit page shared or found by a search engine', () => {
  it('carries Open Graph tags and schema.org Product with its Offer', async () => {
    const kit = buildKit({ id: 3, image: 'https://cdn.example/kit.png', final_price: 9900 });
    stubFetch({ 'GET /api/v2/user/kits/3': () => ({ body: { kit } }) });
    renderWithProviders(
      <>
        <PageHead />
        <KitPage />
      </>,
      { path: '/kits/:id', initialEntries: ['/kits/3'] },
    );
    await waitFor(() => expect(property('og:title')).toBe('Психотерапевт 21 века'));
    expect(document.title).toBe('Психотерапевт 21 века — Курсы психотерапевта');
    expect(property('og:image')).toBe('https://cdn.example/kit.png');
    expect(property('og:url')).toBe(`${origin}/kits/3`);
    expect(structuredData()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Психотерапевт 21 века',
      description: 'Комплект видеокурсов для практикующих психологов.',
      url: `${origin}/kits/3`,
      image: 'https://cdn.example/kit.png',
      sku: 'kit-3',
      brand: { '@type': 'Brand', name: 'Курсы психотерапевта', url: `${origin}/` },
      offers: {
        '@type': 'Offer',
        price: 9900,
        priceCurrency: 'RUB',
        availability: 'https://schema.org/InStock',
        url: `${origin}/kits/3`,
      },
    });
  });
});
