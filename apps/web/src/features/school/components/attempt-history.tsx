import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { ATTEMPT_STATUSES, type Attempt, type Question } from '../schemas';
import { AttemptStatusBadge } from './attempt-status-badge';
import { DeleteAnswerButton } from './delete-answer-button';

function AttemptItem({ attempt, questions }: { attempt: Attempt; questions: Map<number, string> }) {
  const { t } = useTranslation('school');
  // An answer under review stays until the review ends, so the reviewer reads what was sent.
  const deletable = attempt.status !== ATTEMPT_STATUSES.checking;
  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderRadius="md"
      p={{ base: 3, md: 4 }}
      minW={0}
      data-testid={`attempt-${attempt.id}`}
    >
      <HStack gap={3} flexWrap="wrap" mb={3}>
        <AttemptStatusBadge status={attempt.status} />
        <Text fontSize="sm" color="fg.muted">
          {t('attempts.submitted', { date: formatDateTime(attempt.submitted_at) })}
        </Text>
        {attempt.reviewed_at ? (
          <Text fontSize="sm" color="fg.muted">
            {t('attempts.reviewed', { date: formatDateTime(attempt.reviewed_at) })}
          </Text>
        ) : null}
      </HStack>
      {attempt.reviewer_comment ? (
        <Box bg="bg.muted" borderRadius="md" p={3} mb={3} data-testid="reviewer-comment">
          <Text fontWeight="semibold" mb={1}>
            {t('attempts.comment')}
          </Text>
          <Text whiteSpace="pre-line" overflowWrap="anywhere">
            {attempt.reviewer_comment}
          </Text>
        </Box>
      ) : null}
      {attempt.answers.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('attempts.noAnswers')}
        </Text>
      ) : (
        <Stack as="dl" gap={3}>
          {attempt.answers.map((answer) => {
            const question = questions.get(answer.question_id) ?? t('attempts.unknownQuestion');
            return (
              <Box key={answer.id} minW={0} data-testid={`answer-item-${answer.id}`}>
                <Text as="dt" fontWeight="medium" overflowWrap="anywhere">
                  {question}
                </Text>
                <Box as="dd" ms={0}>
                  <Text whiteSpace="pre-line" overflowWrap="anywhere" color="fg.muted">
                    {answer.text}
                  </Text>
                  {deletable ? (
                    <DeleteAnswerButton answerId={answer.id} question={question} />
                  ) : null}
                </Box>
              </Box>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}

/** The learner's attempts at an exercise, newest first, with the reviewer's comments. */
export function AttemptHistory({
  attempts,
  questions,
}: {
  attempts: Attempt[];
  questions: Question[];
}) {
  const { t } = useTranslation('school');
  if (attempts.length === 0) return null;
  const questionTexts = new Map(questions.map((question) => [question.id, question.text]));
  return (
    <Stack gap={3} data-testid="attempt-history">
      <Heading as="h3" size="lg">
        {t('attempts.title')}
      </Heading>
      <Stack as="ul" gap={3} ps={0} m={0}>
        {attempts.map((attempt) => (
          <AttemptItem key={attempt.id} attempt={attempt} questions={questionTexts} />
        ))}
      </Stack>
    </Stack>
  );
}
