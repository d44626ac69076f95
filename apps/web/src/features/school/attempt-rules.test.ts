import { describe, expect, it } from 'vitest';
import { buildAnswer, buildAttempt, buildQuestion } from '@/testing/school-fixtures';
import { startingAnswers, submissionState } from './attempt-rules';

describe('submissionState', () => {
  it.each([
    ['no attempt yet', [], 'open'],
    ['only failed attempts', ['failed', 'failed'], 'open'],
    ['an attempt under review', ['checking', 'failed'], 'checking'],
    ['a passed attempt', ['finished', 'failed'], 'finished'],
  ] as const)('is %s → %s', (_case, statuses, expected) => {
    const attempts = statuses.map((status, index) => buildAttempt({ id: index + 1, status }));
    expect(submissionState(attempts)).toBe(expected);
  });
});

describe('startingAnswers', () => {
  const questions = [buildQuestion({ id: 1 }), buildQuestion({ id: 2 })];

  it('is empty before any attempt', () => {
    expect(startingAnswers([], questions)).toEqual(['', '']);
  });

  it("takes the latest failed attempt's answers, '' for a deleted one", () => {
    const attempts = [
      buildAttempt({
        id: 2,
        status: 'failed',
        answers: [buildAnswer({ question_id: 2, text: 'Новый ответ' })],
      }),
      buildAttempt({
        id: 1,
        status: 'failed',
        answers: [buildAnswer({ question_id: 1, text: 'Старый ответ' })],
      }),
    ];
    expect(startingAnswers(attempts, questions)).toEqual(['', 'Новый ответ']);
  });
});
