import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/render';
import { buildKit, buildWebinar } from '@/testing/catalog-fixtures';
import { paths } from '@/config/paths';
import { CardGrid } from './card-grid';
import { CourseCard } from './course-card';
import { KitCard } from './kit-card';

// Heading levels never skip (axe's heading-order): a list page's cards sit right under its h1, the
// home page's under the section's h2.
describe('CardGrid heading levels', () => {
  it('titles course and kit cards as h2 by default, for a list right under the page heading', () => {
    const kit = buildKit();
    renderWithProviders(
      <CardGrid>
        <CourseCard course={buildWebinar({ title: 'Курс' })} />
        <KitCard kit={{ ...kit, title: 'Комплект' }} to={paths.kit(kit.id)} />
      </CardGrid>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Курс' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Комплект' })).toBeInTheDocument();
  });

  it('titles them h3 inside a section with its own h2', () => {
    renderWithProviders(
      <CardGrid headingLevel="h3">
        <CourseCard course={buildWebinar({ title: 'Курс' })} />
      </CardGrid>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Курс' })).toBeInTheDocument();
  });
});
