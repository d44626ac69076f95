import { Breadcrumb, Container } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';

function Crumbs({ current }: { current: 'videocourses' | 'feedbacks' }) {
  const { t } = useTranslation('pages');
  return (
    <Container maxW="6xl" pt={6}>
      <Breadcrumb.Root>
        <Breadcrumb.List>
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <RouterLink to={paths.home}>{t('breadcrumbs.home')}</RouterLink>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.CurrentLink>{t(`breadcrumbs.${current}`)}</Breadcrumb.CurrentLink>
          </Breadcrumb.Item>
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </Container>
  );
}

export const CoursePsychotypesPage = () => (
  <PlaceholderPage
    titleKey="public.coursePsychotypes.title"
    emptyKey="public.coursePsychotypes.empty"
  />
);
export const MyHeroPage = () => (
  <PlaceholderPage titleKey="public.myHero.title" emptyKey="public.myHero.empty" />
);
export const AboutPage = () => (
  <PlaceholderPage titleKey="public.about.title" emptyKey="public.about.empty" />
);
export const CompetenciesPage = () => (
  <PlaceholderPage titleKey="public.competencies.title" emptyKey="public.competencies.empty" />
);
export const CompetencePage = () => (
  <PlaceholderPage titleKey="public.competence.title" emptyKey="public.competence.empty" />
);
export const CertificatesPage = () => (
  <PlaceholderPage titleKey="public.certificates.title" emptyKey="public.certificates.empty" />
);
export const VideocoursesPage = () => (
  <>
    <Crumbs current="videocourses" />
    <PlaceholderPage titleKey="public.videocourses.title" emptyKey="public.videocourses.empty" />
  </>
);
export const VideocoursePage = () => (
  <PlaceholderPage titleKey="public.videocourse.title" emptyKey="public.videocourse.empty" />
);
export const KitsPage = () => (
  <PlaceholderPage titleKey="public.kits.title" emptyKey="public.kits.empty" />
);
export const KitPage = () => (
  <PlaceholderPage titleKey="public.kit.title" emptyKey="public.kit.empty" />
);
export const FeedbacksPage = () => (
  <>
    <Crumbs current="feedbacks" />
    <PlaceholderPage titleKey="public.feedbacks.title" emptyKey="public.feedbacks.empty" />
  </>
);
export const ContactsPage = () => (
  <PlaceholderPage titleKey="public.contacts.title" emptyKey="public.contacts.empty" />
);
export const ConsultationPage = () => (
  <PlaceholderPage titleKey="public.consultation.title" emptyKey="public.consultation.empty" />
);
export const EducationalOrganizationPage = () => (
  <PlaceholderPage
    titleKey="public.educationalOrganization.title"
    emptyKey="public.educationalOrganization.empty"
  />
);
