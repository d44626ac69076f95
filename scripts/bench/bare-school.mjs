// The bare server's school routes: the learner's schools and exercises with the API's rules (access
// is an active period on one of the school's tariffs; an exercise not open yet shows no content;
// the learner's own attempts newest first, answers in the questions' order), the exercise list in
// one statement with its content as JSON (the learner's attempts and answers read once, not per
// exercise), times formatted by PostgreSQL as Date#toISOString writes them.

/** A timestamptz as Date#toISOString writes it. */
const iso = (column) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const OPEN = `(e.activate_at IS NULL OR e.activate_at <= $3)`;

const EXERCISES_SQL = `
  SELECT e.id, e.title, e.description, e.url, e.video_urls, e.properties, e.created_at,
         e.updated_at, e.school_id, e.activate_at, ${OPEN} AS is_open,
         COALESCE((SELECT json_agg(json_build_object('id', l.id, 'exercise_id', l.exercise_id,
                     'title', l.title, 'video_url', l.video_url, 'text', l.text, 'sort', l.sort)
                     ORDER BY l.sort, l.id)
                   FROM school_lessons l WHERE l.exercise_id = e.id AND ${OPEN}), '[]') AS lessons,
         COALESCE((SELECT json_agg(json_build_object('id', q.id, 'exercise_id', q.exercise_id,
                     'lesson_id', q.lesson_id, 'text', q.text, 'sort', q.sort) ORDER BY q.sort, q.id)
                   FROM school_questions q WHERE q.exercise_id = e.id AND ${OPEN}), '[]') AS questions,
         COALESCE(mine.attempts, '[]') AS attempts
  FROM school_exercises e
  LEFT JOIN (
    SELECT a.exercise_id,
           json_agg(json_build_object('id', a.id, 'exercise_id', a.exercise_id, 'status', a.status,
             'reviewer_comment', a.reviewer_comment, 'submitted_at', ${iso('a.submitted_at')},
             'reviewed_at', ${iso('a.reviewed_at')}, 'answers', COALESCE(answers.list, '[]'))
             ORDER BY a.submitted_at DESC, a.id DESC) AS attempts
    FROM school_attempts a
    LEFT JOIN (
      SELECT an.attempt_id,
             json_agg(json_build_object('id', an.id, 'question_id', an.question_id,
               'text', an.text, 'created_at', ${iso('an.created_at')}) ORDER BY q.sort, q.id, an.id) AS list
      FROM school_answers an JOIN school_questions q ON q.id = an.question_id
      WHERE an.user_id = $1
      GROUP BY an.attempt_id
    ) answers ON answers.attempt_id = a.id
    WHERE a.user_id = $1
    GROUP BY a.exercise_id
  ) mine ON mine.exercise_id = e.id AND ${OPEN}
  WHERE e.school_id = ANY($2::int[])
  ORDER BY e.sort, e.id`;

/** Where access that holds now ends: the latest end of the active periods and those chained on. */
function accessEnd(periods, now) {
  const active = periods.filter((p) => p.starts_at <= now && now < p.expires_at);
  if (active.length === 0) return null;
  let end = Math.max(...active.map((p) => p.expires_at.getTime()));
  for (const period of [...periods].sort((a, b) => a.starts_at - b.starts_at)) {
    if (period.starts_at.getTime() <= end) end = Math.max(end, period.expires_at.getTime());
  }
  return new Date(end);
}

function exerciseJson(row) {
  const base = {
    id: row.id,
    title: row.title,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    school_id: row.school_id,
    activate_at: row.activate_at?.toISOString() ?? null,
    is_open: row.is_open,
  };
  return row.is_open
    ? {
        ...base,
        description: row.description,
        url: row.url,
        video_urls: row.video_urls,
        properties: row.properties,
        lessons: row.lessons,
        questions: row.questions,
        attempts: row.attempts,
      }
    : {
        ...base,
        description: '',
        url: null,
        video_urls: null,
        properties: {},
        lessons: [],
        questions: [],
        attempts: [],
      };
}

/** Adds the school's learner routes to the bare Fastify app. */
export function schoolRoutes(app, { pool, viewerOf, unauthorized }) {
  app.get('/api/v1/school/user/tariffs', async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer.id) return unauthorized(reply);
    const { rows } = await pool.query(
      `SELECT s.id, s.title, s.description, ut.starts_at, ut.expires_at
       FROM user_tariffs ut JOIN school_tariffs t ON t.id = ut.tariff_id
       JOIN schools s ON s.id = t.school_id
       WHERE ut.user_id = $1 AND ut.expires_at > $2`,
      [viewer.id, viewer.now],
    );
    const bySchool = new Map();
    for (const row of rows) {
      const entry = bySchool.get(row.id) ?? { row, periods: [] };
      entry.periods.push(row);
      bySchool.set(row.id, entry);
    }
    return [...bySchool.values()]
      .map(({ row, periods }) => ({ row, end: accessEnd(periods, viewer.now) }))
      .filter(({ end }) => end !== null)
      .sort((a, b) => a.row.id - b.row.id)
      .map(({ row, end }) => ({
        id: row.id,
        title: row.title,
        description: row.description,
        expires_at: end.toISOString(),
      }));
  });

  app.get('/api/v1/school/user/exercises', async (request, reply) => {
    const viewer = await viewerOf(request);
    if (!viewer.id) return unauthorized(reply);
    const { rows: schools } = await pool.query(
      `SELECT DISTINCT t.school_id FROM user_tariffs ut JOIN school_tariffs t ON t.id = ut.tariff_id
       WHERE ut.user_id = $1 AND ut.starts_at <= $2 AND ut.expires_at > $2`,
      [viewer.id, viewer.now],
    );
    if (schools.length === 0) {
      return reply.code(403).send({ statusCode: 403, code: 'SCHOOL_ACCESS_REQUIRED' });
    }
    const { rows } = await pool.query(EXERCISES_SQL, [
      viewer.id,
      schools.map((school) => school.school_id),
      viewer.now,
    ]);
    return { exercises: rows.map(exerciseJson) };
  });
}
