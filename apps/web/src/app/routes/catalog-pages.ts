import type { ComponentType } from 'react';

/**
 * The public catalog screens by route path, each loaded on its own: a visitor of the course list
 * does not download the consultation form or the content pages (a barrel of all of them made every
 * catalog page load every other one).
 */
export const catalogPages = {
  'game/myhero': () =>
    import('@/features/catalog/components/static-pages').then((m) => m.MyHeroPage),
  about: () => import('@/features/catalog/components/static-pages').then((m) => m.AboutPage),
  contacts: () => import('@/features/catalog/components/static-pages').then((m) => m.ContactsPage),
  'educational-organization-info': () =>
    import('@/features/catalog/components/static-pages').then((m) => m.EducationalOrganizationPage),
  competencies: () =>
    import('@/features/catalog/components/content-pages').then((m) => m.CompetenciesPage),
  'competencies/:id': () =>
    import('@/features/catalog/components/content-pages').then((m) => m.CompetencePage),
  certificates: () =>
    import('@/features/catalog/components/content-pages').then((m) => m.CertificatesPage),
  feedbacks: () =>
    import('@/features/catalog/components/content-pages').then((m) => m.FeedbacksPage),
  videocourses: () =>
    import('@/features/catalog/components/videocourses-page').then((m) => m.VideocoursesPage),
  'videocourses/:id': () =>
    import('@/features/catalog/components/videocourse-page').then((m) => m.VideocoursePage),
  kits: () => import('@/features/catalog/components/kits-page').then((m) => m.KitsPage),
  'kits/:id': () => import('@/features/catalog/components/kit-page').then((m) => m.KitPage),
  'consultation-appointment': () =>
    import('@/features/catalog/components/consultation-page').then((m) => m.ConsultationPage),
} satisfies Record<string, () => Promise<ComponentType>>;

export type CatalogPath = keyof typeof catalogPages;
