/** Every public catalog screen; the router loads this module lazily and picks one by name. */
export { VideocoursesPage } from './videocourses-page';
export { VideocoursePage } from './videocourse-page';
export { KitsPage } from './kits-page';
export { KitPage } from './kit-page';
export {
  AboutPage,
  ContactsPage,
  CoursePsychotypesPage,
  EducationalOrganizationPage,
  MyHeroPage,
} from './static-pages';
export { CertificatesPage, CompetenciesPage, CompetencePage, FeedbacksPage } from './content-pages';
export { ConsultationPage } from './consultation-page';
