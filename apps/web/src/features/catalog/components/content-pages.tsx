import { Box, Button, Card, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '@/components/catalog/card-grid';
import { CoverImage } from '@/components/catalog/cover-image';
import { VideoPlayer } from '@/components/media/video-player';
import { Crumbs } from '@/components/ui/crumbs';
import { DetailPage } from '@/components/ui/detail-page';
import { EmptyList, Page } from '@/components/ui/page-frame';
import { QueryList } from '@/components/ui/query-list';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { competenceQuery } from '../api/get-competence';
import { useContentList } from '../api/get-content-list';

/** The trail of the pages under 'Обо мне'. */
function useAboutTrail() {
  const { t } = useTranslation('info');
  return { label: t('crumbs.about'), to: paths.about };
}

export function CompetenciesPage() {
  const { t } = useTranslation('info');
  const aboutCrumb = useAboutTrail();
  const competencies = useContentList('competencies');
  return (
    <Page
      title={t('competencies.title')}
      testId="competencies-page"
      before={<Crumbs trail={[aboutCrumb, { label: t('crumbs.competencies') }]} />}
    >
      <QueryList
        query={competencies}
        loadErrorTitle={t('competencies.loadError')}
        empty={
          <EmptyList
            text={t('competencies.empty')}
            hint={t('competencies.emptyHint')}
            action={{ to: paths.about, label: t('competencies.toAbout') }}
          />
        }
      >
        {(items) => (
          <CardGrid>
            {items.map((competence) => (
              <Card.Root
                key={competence.id}
                overflow="hidden"
                data-testid={`competence-card-${competence.id}`}
              >
                {competence.image ? (
                  <CoverImage
                    src={competence.image}
                    alt={competence.title}
                    id={competence.id}
                    kind="content"
                  />
                ) : null}
                <Card.Body gap={2}>
                  <Card.Title as="h2">{competence.title}</Card.Title>
                  <Card.Description>{competence.short_description}</Card.Description>
                </Card.Body>
                <Card.Footer>
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={paths.competence(competence.id)}>
                      {t('competencies.more')}
                    </RouterLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </Page>
  );
}

export function CompetencePage() {
  const { t } = useTranslation('info');
  const aboutCrumb = useAboutTrail();
  return (
    <DetailPage
      query={competenceQuery}
      testId="competence-page"
      loadErrorTitle={t('competence.loadError')}
      trail={[aboutCrumb, { label: t('crumbs.competencies'), to: paths.competencies }]}
    >
      {(competence) => (
        <Stack gap={4} maxW="3xl">
          <Heading as="h1" size="2xl">
            {competence.title}
          </Heading>
          {competence.image ? (
            <Image
              src={competence.image}
              alt={competence.title}
              maxH="270px"
              objectFit="cover"
              borderRadius="lg"
            />
          ) : null}
          <Text fontSize="lg">{competence.short_description}</Text>
          {competence.description.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to={paths.competencies}>{t('competence.back')}</RouterLink>
          </Button>
        </Stack>
      )}
    </DetailPage>
  );
}

export function CertificatesPage() {
  const { t } = useTranslation('info');
  const aboutCrumb = useAboutTrail();
  const certificates = useContentList('certificates');
  return (
    <Page
      title={t('certificates.title')}
      testId="certificates-page"
      before={<Crumbs trail={[aboutCrumb, { label: t('crumbs.certificates') }]} />}
    >
      <QueryList
        query={certificates}
        loadErrorTitle={t('certificates.loadError')}
        empty={
          <EmptyList
            text={t('certificates.empty')}
            hint={t('certificates.emptyHint')}
            action={{ to: paths.competencies, label: t('certificates.toCompetencies') }}
          />
        }
      >
        {(items) => (
          <CardGrid>
            {items.map((certificate) => (
              <Card.Root
                key={certificate.id}
                overflow="hidden"
                data-testid={`certificate-${certificate.id}`}
              >
                {certificate.image ? (
                  <a href={certificate.image} target="_blank" rel="noopener noreferrer">
                    <CoverImage
                      src={certificate.image}
                      alt={certificate.title}
                      id={certificate.id}
                      kind="content"
                    />
                  </a>
                ) : null}
                <Card.Body gap={2}>
                  <Card.Title as="h2">{certificate.title}</Card.Title>
                  {certificate.issued_at ? (
                    <Text fontSize="sm" color="fg.muted">
                      {t('certificates.issuedAt', { date: formatDate(certificate.issued_at) })}
                    </Text>
                  ) : null}
                  {certificate.description ? (
                    <Card.Description>{certificate.description}</Card.Description>
                  ) : null}
                </Card.Body>
              </Card.Root>
            ))}
          </CardGrid>
        )}
      </QueryList>
    </Page>
  );
}

function WrittenReviews() {
  const { t } = useTranslation('info');
  const messages = useContentList('messages');
  return (
    <Box mt={12}>
      <Heading as="h2" size="xl" mb={4}>
        {t('feedbacks.messagesTitle')}
      </Heading>
      <QueryList
        query={messages}
        loadErrorTitle={t('feedbacks.messagesLoadError')}
        errorLevel="h3"
        empty={
          <EmptyList
            text={t('feedbacks.messagesEmpty')}
            hint={t('feedbacks.messagesEmptyHint')}
            action={{ to: paths.contacts, label: t('feedbacks.toContacts') }}
          />
        }
      >
        {(items) => (
          <Stack gap={4}>
            {items.map((message) => (
              <Box key={message.id} borderWidth="1px" borderRadius="md" p={4}>
                <Text whiteSpace="pre-line">{message.text}</Text>
                <Text fontSize="sm" color="fg.muted" mt={2}>
                  {message.author} · {formatDate(message.created_at)}
                </Text>
              </Box>
            ))}
          </Stack>
        )}
      </QueryList>
    </Box>
  );
}

/** /feedbacks: video reviews, then written ones. */
export function FeedbacksPage() {
  const { t } = useTranslation('info');
  const feedbacks = useContentList('feedbacks');
  return (
    <Page
      title={t('feedbacks.title')}
      testId="feedbacks-page"
      before={<Crumbs trail={[{ label: t('crumbs.feedbacks') }]} />}
    >
      <QueryList
        query={feedbacks}
        loadErrorTitle={t('feedbacks.loadError')}
        empty={
          <EmptyList
            text={t('feedbacks.empty')}
            hint={t('feedbacks.emptyHint')}
            action={{ to: paths.videocourses, label: t('feedbacks.toVideocourses') }}
          />
        }
      >
        {(items) => (
          <Stack gap={10}>
            {items.map((feedback) => (
              <Box key={feedback.id} data-testid={`feedback-${feedback.id}`}>
                <Heading as="h2" size="md" mb={1}>
                  {feedback.title}
                </Heading>
                <Text color="fg.muted" mb={3}>
                  {feedback.author}
                </Text>
                <Box maxW="3xl">
                  <VideoPlayer
                    url={feedback.video_url}
                    title={feedback.title}
                    linkText={feedback.title}
                  />
                </Box>
                {feedback.description ? <Text mt={3}>{feedback.description}</Text> : null}
              </Box>
            ))}
          </Stack>
        )}
      </QueryList>
      <WrittenReviews />
    </Page>
  );
}
