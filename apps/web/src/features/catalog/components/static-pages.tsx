import { Box, Button, Heading, HStack, Link, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { documents, paths } from '@/config/paths';
import { Crumbs } from '@/components/ui/crumbs';
import { Page } from '@/components/ui/page-frame';
import { DocumentLink } from '@/components/ui/document-link';
import { AuthorPortrait } from '@/components/ui/author-portrait';
import { PageArt } from '@/components/ui/page-art';
import { TwoColumn } from '@/components/ui/two-column';

const organizationDocuments = [
  { href: documents.offerAgreement, title: 'organization.offer' },
  { href: documents.offerAgreementLesson, title: 'organization.offerLesson' },
  { href: documents.personalDataPolicy, title: 'organization.policy' },
] as const;

/** A warm card in a text page's side column. */
function AsideCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack
      gap={3}
      bg="bg.subtle"
      borderWidth="1px"
      borderColor="border.muted"
      borderRadius="xl"
      p={6}
    >
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** Text pages whose content lives in the 'info' translations. */
export function AboutPage() {
  const { t } = useTranslation('info');
  return (
    <Page
      title={t('about.title')}
      testId="about-page"
      before={<Crumbs trail={[{ label: t('crumbs.about') }]} />}
    >
      <TwoColumn
        aside={
          <>
            <AuthorPortrait maxW="320px" />
            <AsideCard title={t('about.asideTitle')}>
              <List.Root ps={5} gap={1}>
                {t('about.topics', { returnObjects: true }).map((topic) => (
                  <List.Item key={topic}>{topic}</List.Item>
                ))}
              </List.Root>
            </AsideCard>
          </>
        }
      >
        <Stack gap={4}>
          <Text fontSize="lg" fontWeight="medium">
            {t('about.lead')}
          </Text>
          {t('about.paragraphs', { returnObjects: true }).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <HStack gap={3} flexWrap="wrap" pt={2}>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={paths.competencies}>{t('about.competenciesLink')}</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to={paths.certificates}>{t('about.certificatesLink')}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand">
              <RouterLink to={paths.consultation}>{t('about.consultationLink')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </TwoColumn>
    </Page>
  );
}

function ContactRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight="medium">{children}</Text>
    </Box>
  );
}

export function ContactsPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('contacts.title')} testId="contacts-page">
      <TwoColumn
        aside={
          <>
            <PageArt scene="letter" />
            <AsideCard title={t('contacts.asideTitle')}>
              <Text>{t('contacts.asideText')}</Text>
              <Button asChild colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={paths.consultation}>{t('contacts.consultation')}</RouterLink>
              </Button>
            </AsideCard>
          </>
        }
      >
        <Stack gap={5}>
          <Text fontSize="lg">{t('contacts.lead')}</Text>
          <ContactRow label={t('contacts.assistantLabel')}>{t('contacts.assistant')}</ContactRow>
          <ContactRow label={t('contacts.emailLabel')}>
            <Link href={`mailto:${t('contacts.email')}`} colorPalette="brand">
              {t('contacts.email')}
            </Link>
          </ContactRow>
          <ContactRow label={t('contacts.addressLabel')}>{t('contacts.address')}</ContactRow>
          <ContactRow label={t('contacts.hoursLabel')}>{t('contacts.hours')}</ContactRow>
          <Text color="fg.muted">{t('contacts.responseTime')}</Text>
        </Stack>
      </TwoColumn>
    </Page>
  );
}

export function EducationalOrganizationPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('organization.title')} testId="organization-page">
      <TwoColumn
        aside={
          <>
            <PageArt scene="documents" />
            <AsideCard title={t('organization.documentsTitle')}>
              <List.Root ps={5} gap={1}>
                {organizationDocuments.map((document) => (
                  <List.Item key={document.href}>
                    <DocumentLink href={document.href}>{t(document.title)}</DocumentLink>
                  </List.Item>
                ))}
              </List.Root>
            </AsideCard>
          </>
        }
      >
        <Stack gap={6}>
          <Text fontSize="lg">{t('organization.lead')}</Text>
          {t('organization.sections', { returnObjects: true }).map((section) => (
            <Box key={section.title}>
              <Heading as="h2" size="md" mb={2}>
                {section.title}
              </Heading>
              <Text>{section.text}</Text>
            </Box>
          ))}
        </Stack>
      </TwoColumn>
    </Page>
  );
}

/** /course-psychotypes: the course's text; `offer` is the school's part (tariffs or the way in). */
export function CoursePsychotypesPage({ offer }: { offer?: React.ReactNode }) {
  const { t } = useTranslation('info');
  return (
    <Page title={t('psychotypes.title')} testId="psychotypes-page">
      <TwoColumn
        aside={
          <>
            <PageArt scene="psychotypes" />
            <AsideCard title={t('psychotypes.formatTitle')}>
              <Text>{t('psychotypes.format')}</Text>
              <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
                <RouterLink to={paths.contacts}>{t('psychotypes.contact')}</RouterLink>
              </Button>
            </AsideCard>
          </>
        }
      >
        <Stack gap={5}>
          <Text fontSize="lg">{t('psychotypes.lead')}</Text>
          <Heading as="h2" size="md">
            {t('psychotypes.sectionsTitle')}
          </Heading>
          <List.Root ps={5} gap={2}>
            {t('psychotypes.items', { returnObjects: true }).map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
          {offer}
        </Stack>
      </TwoColumn>
    </Page>
  );
}

/** /game/myhero: the 'my hero' anchor of the main menu. */
export function MyHeroPage() {
  const { t } = useTranslation('info');
  return (
    <Page title={t('myHero.title')} testId="my-hero-page">
      <Stack gap={4} maxW="3xl" id="myhero">
        <Text fontSize="lg">{t('myHero.lead')}</Text>
        <Text>{t('myHero.text')}</Text>
        <Button asChild variant="outline" colorPalette="brand" alignSelf="flex-start">
          <RouterLink to={paths.contacts}>{t('myHero.contact')}</RouterLink>
        </Button>
      </Stack>
    </Page>
  );
}
