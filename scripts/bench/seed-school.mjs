// Seeds the school the way a running course leaves it: one school and tariff, 20 exercises (2 not
// open yet) of 3–5 lessons and 3–6 questions, 2,000 learners with access and a few reviewed
// attempts each (about 7,000 attempts, 32,000 answers), and the benchmark's learner with access and
// 14 attempts on 10 exercises (failed ones with the reviewer's comment, one answer deleted), so the
// learner's own rows are a few among many. Set-based SQL only. Attempts and answers are timed in
// whole milliseconds, as the API's clock writes them; exercises carry microseconds, as the
// database's clock does.

export const SCHOOL_SCALE = { exercises: 20, lockedExercises: 2, learners: 2_000, attemptsEach: 3 };

const EXERCISE_TOPICS = [
  'Знакомство с психотипами',
  'Тревожный психотип',
  'Психотипы в отношениях',
  'Детские сценарии',
  'Страхи и потребности',
  'Конфликты и примирение',
  'Границы',
  'Психотип и работа',
  'Стресс и восстановление',
  'Итоги месяца',
];

const ANSWER_SENTENCES = [
  'Я узнала в себе тревожный тип: мне важно заранее знать, что будет дальше.',
  'Когда муж задерживается, я начинаю звонить ему снова и снова, хотя понимаю, что это не помогает.',
  'После урока я заметила, что в споре с мамой всегда уступаю, чтобы сохранить мир.',
  'Мне откликнулось описание ведущего страха: остаться без поддержки в трудный момент.',
  'На работе я беру на себя чужие задачи и потом злюсь, что никто этого не ценит.',
  'Попробовала упражнение с дневником: за неделю записала одиннадцать ситуаций.',
  'Сложнее всего было признать, что раздражение на сына — это моя усталость, а не его поведение.',
  'Хочу научиться говорить о своих потребностях прямо, без намёков и обид.',
];

const REVIEW_COMMENTS = [
  'Хорошее начало. Раскройте второй ответ подробнее: какие чувства вы замечали в этот момент?',
  'Ответы слишком общие. Опишите одну конкретную ситуацию и что вы в ней сделали.',
  'Вы пересказали урок, но не ответили о себе. Попробуйте ещё раз, опираясь на свой опыт.',
];

/** The benchmark learner's attempts: [position among the open exercises, statuses oldest first]. */
const LEARNER_ATTEMPTS = [
  [0, ['failed', 'finished']],
  [1, ['finished']],
  [2, ['failed', 'failed', 'checking']],
  [3, ['checking']],
  [4, ['failed']],
  [5, ['finished']],
  [6, ['failed', 'finished']],
  [8, ['checking']],
  [9, ['finished']],
  [11, ['failed']],
];

const MINUTE = 60_000;

/** An answer's text: two or three of the sentences, chosen by the attempt and question ids. */
const answerTextSql = (attempt, question) => `
  array_to_string(ARRAY[
    ($3::text[])[1 + (${attempt}.id * 3 + ${question}.id) % 8],
    ($3::text[])[1 + (${attempt}.id + ${question}.id * 5) % 8],
    CASE WHEN (${attempt}.id + ${question}.id) % 2 = 0 THEN ($3::text[])[1 + ${question}.id % 8] END
  ], ' ')`;

/** One answer per question of the attempts' exercise, written when the attempt was sent. */
const ANSWERS_SQL = `
  INSERT INTO school_answers (attempt_id, question_id, user_id, text, created_at)
  SELECT a.id, q.id, a.user_id, ${answerTextSql('a', 'q')}, a.submitted_at
  FROM school_attempts a JOIN school_questions q ON q.exercise_id = a.exercise_id
  WHERE ($1::int IS NULL OR a.user_id = $1) AND ($2::int IS NULL OR a.user_id <> $2)`;

export async function seedSchool(client, now, { learnerId, adminId }) {
  const at = new Date(now).toISOString();
  const {
    rows: [school],
  } = await client.query(
    `INSERT INTO schools (title, description, created_at, updated_at)
     VALUES ('Курс психотипы', 'Девяносто дней практики: учимся узнавать психотипы в себе и в близких.',
             $1::timestamptz - interval '300 days', $1::timestamptz - interval '300 days')
     RETURNING id`,
    [at],
  );
  const {
    rows: [tariff],
  } = await client.query(
    `INSERT INTO school_tariffs (school_id, name, period_days, price, price_azn)
     VALUES ($1, 'Психотипы: 90 дней', 90, 9900, 199) RETURNING id`,
    [school.id],
  );
  await seedExercises(client, at, school.id);

  // Access: the learner's current period with an extension chained after it and an old one over;
  // the other learners one period each, all bound by the admin.
  await client.query(
    `INSERT INTO user_tariffs (user_id, tariff_id, source, bound_by, starts_at, expires_at, created_at)
     SELECT $1, $2, 'admin', $3, $4::timestamptz + s * interval '1 day', $4::timestamptz + e * interval '1 day',
            $4::timestamptz + (s - 1) * interval '1 day'
     FROM (VALUES (-200, -110), (-30, 60), (60, 150)) AS p(s, e)`,
    [learnerId, tariff.id, adminId, at],
  );
  await client.query(
    `WITH learners AS (SELECT id FROM users WHERE id NOT IN ($1, $3) ORDER BY id LIMIT $5)
     INSERT INTO user_tariffs (user_id, tariff_id, source, bound_by, starts_at, expires_at, created_at)
     SELECT id, $2, 'admin', $3, $4::timestamptz - (id % 80) * interval '1 day',
            $4::timestamptz + (90 - id % 80) * interval '1 day', $4::timestamptz - (id % 80) * interval '1 day'
     FROM learners`,
    [learnerId, tariff.id, adminId, at, SCHOOL_SCALE.learners],
  );

  await seedOtherAttempts(client, at, { learnerId, adminId });
  await seedLearnerAttempts(client, now, { learnerId, adminId });
}

async function seedExercises(client, at, schoolId) {
  const { exercises, lockedExercises } = SCHOOL_SCALE;
  // Created by hand in the admin panel: the database's own clock, to the microsecond.
  await client.query(
    `INSERT INTO school_exercises (school_id, title, description, url, video_urls, properties,
                                   activate_at, sort, created_at, updated_at)
     SELECT $1, 'Задание ' || n || '. ' || ($4::text[])[1 + (n - 1) % 10],
            repeat('Посмотрите уроки задания и ответьте на вопросы о себе: честно, своими словами. ', 3 + n % 4),
            CASE WHEN n % 3 = 0 THEN NULL ELSE 'https://materials.example/school/' || n || '.pdf' END,
            CASE WHEN n % 4 = 0 THEN NULL
                 ELSE jsonb_build_array('https://video.example/school/' || n || '/1',
                                        'https://video.example/school/' || n || '/2') END,
            jsonb_build_object('duration_minutes', 30 + n * 5, 'format', CASE WHEN n % 2 = 0 THEN 'видео' ELSE 'текст' END),
            CASE WHEN n > $3 - $5 THEN $2::timestamptz + (n - $3 + $5) * interval '7 days'
                 WHEN n % 2 = 0 THEN $2::timestamptz - (60 - n) * interval '1 day' END,
            n * 10,
            $2::timestamptz - (250 - n) * interval '1 day' + n * interval '1234.567 microseconds',
            $2::timestamptz - (200 - n) * interval '1 day' + n * interval '7654.321 microseconds'
     FROM generate_series(1, $3::int) AS n`,
    [schoolId, at, exercises, EXERCISE_TOPICS, lockedExercises],
  );
  await client.query(
    `INSERT INTO school_lessons (exercise_id, title, video_url, text, sort)
     SELECT e.id, 'Урок ' || k || ': ' || e.title,
            CASE WHEN k % 3 = 0 THEN NULL ELSE 'https://video.example/school/' || e.id || '/lesson/' || k END,
            repeat('Посмотрите видео и запишите, что вы узнали о себе и о близких. ', 2 + k), k
     FROM school_exercises e CROSS JOIN LATERAL generate_series(1, 3 + e.sort / 10 % 3) AS k`,
  );
  await client.query(
    `INSERT INTO school_questions (exercise_id, lesson_id, text, sort)
     SELECT e.id,
            (SELECT l.id FROM school_lessons l WHERE l.exercise_id = e.id AND l.sort = k),
            'Вопрос ' || k || ': что из урока вы узнали в себе и в какой ситуации это проявилось?', k
     FROM school_exercises e CROSS JOIN LATERAL generate_series(1, 3 + e.sort / 10 % 4) AS k`,
  );
}

/**
 * The other learners' attempts: three on different open exercises each, statuses mixed, and a
 * second attempt after about half of the failed ones; answers to every question.
 */
async function seedOtherAttempts(client, at, { learnerId, adminId }) {
  await client.query(
    `WITH learners AS (SELECT user_id AS id FROM user_tariffs WHERE user_id <> $1),
          open AS (SELECT id, row_number() OVER (ORDER BY sort, id) - 1 AS position,
                          count(*) OVER () AS total
                   FROM school_exercises WHERE activate_at IS NULL OR activate_at <= $3::timestamptz)
     INSERT INTO school_attempts (user_id, exercise_id, status, reviewer_id, reviewer_comment,
                                  submitted_at, reviewed_at, notified_at)
     SELECT u.id, o.id, x.status::school_attempt_status,
            CASE WHEN x.status <> 'checking' THEN $2::int END,
            CASE WHEN x.status = 'failed' THEN ($4::text[])[1 + (u.id + j) % 3]
                 WHEN x.status = 'finished' AND j = 0 THEN 'Отличная работа!' END,
            x.sent, CASE WHEN x.status <> 'checking' THEN x.sent + interval '2 days' END,
            CASE WHEN x.status <> 'checking' THEN x.sent + interval '2 days' END
     FROM learners u CROSS JOIN generate_series(0, $5::int - 1) AS j
     JOIN open o ON o.position = (u.id * 7 + j * 5) % o.total
     CROSS JOIN LATERAL (
       SELECT (ARRAY['finished', 'failed', 'checking'])[1 + (u.id + j) % 3] AS status,
              $3::timestamptz - ((u.id % 50) * 1440 + j * 2000 + 4000) * interval '1 minute' AS sent
     ) x`,
    [learnerId, adminId, at, REVIEW_COMMENTS, SCHOOL_SCALE.attemptsEach],
  );
  await client.query(
    `INSERT INTO school_attempts (user_id, exercise_id, status, reviewer_id, reviewer_comment,
                                  submitted_at, reviewed_at, notified_at)
     SELECT a.user_id, a.exercise_id, s.status::school_attempt_status,
            CASE WHEN s.status = 'finished' THEN $1::int END, NULL,
            a.reviewed_at + interval '1 day',
            CASE WHEN s.status = 'finished' THEN a.reviewed_at + interval '3 days' END,
            CASE WHEN s.status = 'finished' THEN a.reviewed_at + interval '3 days' END
     FROM school_attempts a
     CROSS JOIN LATERAL (SELECT CASE WHEN a.id % 4 = 0 THEN 'checking' ELSE 'finished' END AS status) s
     WHERE a.status = 'failed' AND a.id % 2 = 0`,
    [adminId],
  );
  await client.query(ANSWERS_SQL, [null, learnerId, ANSWER_SENTENCES]);
}

/** The benchmark learner's 14 attempts on 10 exercises, their answers, and one answer deleted. */
async function seedLearnerAttempts(client, now, { learnerId, adminId }) {
  const plan = [];
  let minutesAgo = 60 * 24 * 40;
  for (const [position, statuses] of LEARNER_ATTEMPTS) {
    statuses.forEach((status, index) => {
      minutesAgo -= 1000 + position * 7 + index;
      const sent = now - minutesAgo * MINUTE;
      const reviewed = status === 'checking' ? null : new Date(sent + 2 * 1440 * MINUTE);
      plan.push({
        position,
        status,
        reviewer_id: reviewed ? adminId : null,
        reviewer_comment:
          status === 'failed' ? REVIEW_COMMENTS[(position + index) % REVIEW_COMMENTS.length] : null,
        submitted_at: new Date(sent).toISOString(),
        reviewed_at: reviewed?.toISOString() ?? null,
      });
    });
  }
  await client.query(
    `WITH open AS (SELECT id, row_number() OVER (ORDER BY sort, id) - 1 AS position
                   FROM school_exercises WHERE activate_at IS NULL OR activate_at <= $3::timestamptz)
     INSERT INTO school_attempts (user_id, exercise_id, status, reviewer_id, reviewer_comment,
                                  submitted_at, reviewed_at, notified_at)
     SELECT $1, o.id, p.status::school_attempt_status, p.reviewer_id, p.reviewer_comment,
            p.submitted_at, p.reviewed_at, p.reviewed_at
     FROM json_to_recordset($2::json) AS p(position int, status text, reviewer_id int,
                                          reviewer_comment text, submitted_at timestamptz,
                                          reviewed_at timestamptz)
     JOIN open o ON o.position = p.position
     ORDER BY p.submitted_at`,
    [learnerId, JSON.stringify(plan), new Date(now).toISOString()],
  );
  await client.query(ANSWERS_SQL, [learnerId, null, ANSWER_SENTENCES]);
  // A learner may delete answers of a reviewed attempt: one of a failed attempt is gone.
  await client.query(
    `DELETE FROM school_answers WHERE id = (
       SELECT an.id FROM school_answers an JOIN school_attempts a ON a.id = an.attempt_id
       WHERE a.user_id = $1 AND a.status = 'failed' ORDER BY a.id, an.question_id DESC LIMIT 1)`,
    [learnerId],
  );
}
