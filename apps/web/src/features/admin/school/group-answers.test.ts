import { describe, expect, it } from 'vitest';
import { groupByLearner } from './group-answers';
import type { AdminAnswer } from './schemas';

const anna = { id: 12, login: 'anna@example.com', first_name: 'Анна', last_name: null };
const oleg = { id: 13, login: 'oleg@example.com', first_name: null, last_name: null };

const answer = (overrides: Partial<AdminAnswer>): AdminAnswer => ({
  id: 1,
  attempt_id: 1,
  attempt_status: 'checking',
  exercise_id: 3,
  question_id: 1,
  question_text: 'Вопрос',
  text: 'Ответ',
  created_at: '2026-11-20T10:00:00.000Z',
  user: anna,
  ...overrides,
});

describe('groupByLearner', () => {
  it('gives one row per learner, newest first, with the latest attempt status and the count', () => {
    const rows = groupByLearner([
      answer({
        id: 5,
        user: oleg,
        attempt_status: 'failed',
        created_at: '2026-11-21T10:00:00.000Z',
      }),
      answer({ id: 4, attempt_status: 'checking', created_at: '2026-11-20T10:00:00.000Z' }),
      answer({ id: 3, attempt_status: 'checking', created_at: '2026-11-20T09:59:00.000Z' }),
      answer({ id: 2, user: oleg, attempt_status: 'failed' }),
    ]);
    expect(rows).toEqual([
      {
        user: oleg,
        answers: 2,
        lastAnsweredAt: '2026-11-21T10:00:00.000Z',
        lastAttemptStatus: 'failed',
      },
      {
        user: anna,
        answers: 2,
        lastAnsweredAt: '2026-11-20T10:00:00.000Z',
        lastAttemptStatus: 'checking',
      },
    ]);
  });

  it('answers nothing for no answers', () => {
    expect(groupByLearner([])).toEqual([]);
  });
});
