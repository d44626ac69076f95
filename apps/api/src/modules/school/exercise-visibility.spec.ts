import { FixedClock } from '../../../test/support/fixed-clock.js';
import type { Exercise } from './entities/exercise.entity.js';
import { isOpen, learnerExercise } from './exercise-visibility.js';

const clock = new FixedClock(new Date('2026-11-21T09:00:00Z'));
const at = (iso: string) => new Date(iso);

const exercise = (activateAt: Date | null): Exercise =>
  ({
    id: 3,
    schoolId: 1,
    title: 'Задание 3. Психотипы в паре',
    description: 'Секретное содержание',
    url: 'https://example.com/materials',
    videoUrls: ['https://rutube.ru/play/embed/demo'],
    properties: { hint: 'секрет' },
    activateAt,
    sort: 3,
    createdAt: at('2026-11-01T00:00:00Z'),
    updatedAt: at('2026-11-02T00:00:00Z'),
  }) as Exercise;

const content = {
  lessons: [{ id: 1, exercise_id: 3, title: 'Урок', video_url: null, text: 'Текст', sort: 1 }],
  questions: [{ id: 1, exercise_id: 3, lesson_id: null, text: 'Вопрос?', sort: 1 }],
  attempts: [],
};

describe('exercise visibility', () => {
  it.each([
    ['no opening date', null, true],
    ['opened a day ago', at('2026-11-20T09:00:00Z'), true],
    ['opens this very instant', at('2026-11-21T09:00:00Z'), true],
    ['opens a millisecond later', at('2026-11-21T09:00:00.001Z'), false],
    ['opens next week', at('2026-11-28T09:00:00Z'), false],
  ])('%s → open: %s', (_, activateAt, open) => {
    expect(isOpen({ activateAt }, clock.now())).toBe(open);
  });

  it('shows an open exercise whole, with its content', () => {
    const view = learnerExercise(exercise(null), clock.now(), () => content);
    expect(view).toMatchObject({
      is_open: true,
      description: 'Секретное содержание',
      url: 'https://example.com/materials',
      video_urls: ['https://rutube.ru/play/embed/demo'],
      properties: { hint: 'секрет' },
      ...content,
    });
  });

  it('locks an exercise until its date: title and dates only, content never asked for', () => {
    const opensAt = at('2026-11-28T09:00:00Z');
    let asked = 0;
    const ask = () => {
      asked += 1;
      return content;
    };
    const view = learnerExercise(exercise(opensAt), clock.now(), ask);
    expect(asked).toBe(0);
    expect(view).toEqual({
      id: 3,
      title: 'Задание 3. Психотипы в паре',
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-02T00:00:00.000Z',
      school_id: 1,
      activate_at: '2026-11-28T09:00:00.000Z',
      is_open: false,
      description: '',
      url: null,
      video_urls: null,
      properties: {},
      lessons: [],
      questions: [],
      attempts: [],
    });

    clock.advance(7 * 24 * 3600 * 1000);
    expect(learnerExercise(exercise(opensAt), clock.now(), ask).is_open).toBe(true);
  });
});
