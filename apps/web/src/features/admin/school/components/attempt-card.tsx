import { Box, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyList } from '@/components/ui/page-frame';
import { PageLoader } from '@/components/ui/page-loader';
import { QueryError } from '@/components/ui/query-error';
import { formatDateTime } from '@/lib/format';
import { ATTEMPT_STATUSES } from '@/lib/school-schema';
import { useAdminAttempt } from '../api/get-attempt';
import type { AdminAttempt } from '../schemas';
import { AttemptStatusBadge } from './attempt-status-badge';
import { ReviewForm } from './review-form';

/** One attempt: status and dates, each answer under its question, the verdict or the review form. */
export function AttemptCard({ attempt }: { attempt: AdminAttempt }) {
  const { t } = useTranslation('admin-school');
  const { t: tCommon } = useTranslation('common');
  const detail = useAdminAttempt(attempt.id);
  return (
    <Card.Root as="article" data-testid={`admin-attempt-${attempt.id}`}>
      <Card.Header>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h2" size="md">
            {t('attempts.attempt', { date: formatDateTime(attempt.submitted_at) })}
          </Heading>
          <AttemptStatusBadge status={attempt.status} />
        </HStack>
        {attempt.reviewed_at ? (
          <Text fontSize="sm" color="fg.muted">
            {t('attempts.reviewed', { date: formatDateTime(attempt.reviewed_at) })}
          </Text>
        ) : null}
      </Card.Header>
      <Card.Body gap={5}>
        {detail.isPending ? <PageLoader label={tCommon('loading')} /> : null}
        {detail.isError ? (
          <QueryError title={t('attempts.answersLoadError')} query={detail} level="h3" />
        ) : null}
        {detail.data?.answers.length === 0 ? <EmptyList text={t('attempts.noAnswers')} /> : null}
        {detail.data?.answers.length ? (
          <Stack as="ol" gap={4} listStyleType="none">
            {detail.data.answers.map((answer, index) => (
              <Box as="li" key={answer.id} data-testid={`admin-answer-${answer.id}`}>
                <Text fontWeight="semibold" overflowWrap="anywhere">
                  {t('attempts.question', { number: index + 1, text: answer.question_text })}
                </Text>
                <Text whiteSpace="pre-line" overflowWrap="anywhere" mt={1}>
                  {answer.text}
                </Text>
              </Box>
            ))}
          </Stack>
        ) : null}
        {attempt.reviewer_comment ? (
          <Box borderLeftWidth="3px" borderColor="border.emphasized" pl={3}>
            <Heading as="h3" size="sm">
              {t('attempts.reviewerComment')}
            </Heading>
            <Text whiteSpace="pre-line" overflowWrap="anywhere" data-testid="reviewer-comment">
              {attempt.reviewer_comment}
            </Text>
          </Box>
        ) : null}
        {attempt.status === ATTEMPT_STATUSES.checking ? (
          <ReviewForm attemptId={attempt.id} />
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
