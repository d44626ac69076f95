import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';
import { todayInMoscow } from '../users/birth-date.js';

/** Every code of the school (learner and admin sides); USER_NOT_FOUND comes from users.errors. */
export const SchoolErrorCodes = declareErrorCodes({
  ANSWERS_DO_NOT_MATCH_QUESTIONS: {
    status: 400,
    meaning: 'The answers must cover every question of the exercise, and only its questions',
  },
  SCHOOL_ACCESS_REQUIRED: {
    status: 403,
    meaning: 'The learner has no active school tariff (or none for this exercise’s school)',
  },
  SCHOOL_NOT_FOUND: { status: 404, meaning: 'No school with this id' },
  TARIFF_NOT_FOUND: { status: 404, meaning: 'No school tariff with this id' },
  EXERCISE_NOT_FOUND: {
    status: 404,
    meaning: 'No exercise with this id, or it belongs to a school the learner has no access to',
  },
  LESSON_NOT_FOUND: { status: 404, meaning: 'No lesson with this id' },
  QUESTION_NOT_FOUND: { status: 404, meaning: 'No question with this id' },
  ATTEMPT_NOT_FOUND: { status: 404, meaning: 'No attempt with this id' },
  ANSWER_NOT_FOUND: { status: 404, meaning: 'No answer with this id among the caller’s own' },
  TARIFF_INACTIVE: { status: 409, meaning: 'An inactive tariff cannot be bound or bought' },
  EXERCISE_NOT_OPEN: {
    status: 409,
    meaning: 'The exercise opens later (activate_at lies ahead); answers are not accepted yet',
  },
  ATTEMPT_UNDER_REVIEW: {
    status: 409,
    meaning: 'An attempt of this exercise is being checked; wait for the review',
  },
  EXERCISE_ALREADY_FINISHED: {
    status: 409,
    meaning: 'The exercise is already passed (an attempt is finished); nothing more to send',
  },
  ATTEMPT_TRANSITION_NOT_ALLOWED: {
    status: 409,
    meaning: 'Only an attempt under review (checking) can be marked finished or failed',
  },
});

export const schoolAccessRequired = () =>
  new AppError(
    SchoolErrorCodes.SCHOOL_ACCESS_REQUIRED,
    'Задания доступны ученикам школы с действующим тарифом',
  );

export const schoolNotFound = () =>
  new AppError(SchoolErrorCodes.SCHOOL_NOT_FOUND, 'Школа не найдена');

export const tariffNotFound = () =>
  new AppError(SchoolErrorCodes.TARIFF_NOT_FOUND, 'Тариф не найден');

export const tariffInactive = () =>
  new AppError(SchoolErrorCodes.TARIFF_INACTIVE, 'Тариф отключён: его нельзя назначить или купить');

export const exerciseNotFound = () =>
  new AppError(SchoolErrorCodes.EXERCISE_NOT_FOUND, 'Задание не найдено');

export const lessonNotFound = () =>
  new AppError(SchoolErrorCodes.LESSON_NOT_FOUND, 'Урок не найден');

export const questionNotFound = () =>
  new AppError(SchoolErrorCodes.QUESTION_NOT_FOUND, 'Вопрос не найден');

export const attemptNotFound = () =>
  new AppError(SchoolErrorCodes.ATTEMPT_NOT_FOUND, 'Попытка не найдена');

export const answerNotFound = () =>
  new AppError(SchoolErrorCodes.ANSWER_NOT_FOUND, 'Ответ не найден');

/** The opening day as dd.MM.yyyy in Moscow time, whatever the server's locale. */
export const exerciseNotOpen = (activateAt: Date) =>
  new AppError(
    SchoolErrorCodes.EXERCISE_NOT_OPEN,
    `Задание откроется ${todayInMoscow(activateAt).split('-').reverse().join('.')}`,
  );

export const attemptUnderReview = () =>
  new AppError(
    SchoolErrorCodes.ATTEMPT_UNDER_REVIEW,
    'Ответы на это задание уже на проверке. Дождитесь результата',
  );

export const exerciseAlreadyFinished = () =>
  new AppError(SchoolErrorCodes.EXERCISE_ALREADY_FINISHED, 'Задание уже выполнено');

export const attemptTransitionNotAllowed = () =>
  new AppError(
    SchoolErrorCodes.ATTEMPT_TRANSITION_NOT_ALLOWED,
    'Решение уже принято: изменить можно только попытку на проверке',
  );

export const answersDoNotMatchQuestions = () =>
  AppError.onField(
    SchoolErrorCodes.ANSWERS_DO_NOT_MATCH_QUESTIONS,
    'answers',
    'Ответьте на все вопросы задания',
  );

/** A question's lesson must be one of the same exercise's lessons. */
export const lessonOfAnotherExercise = () =>
  AppError.onField('VALIDATION_FAILED', 'lesson_id', 'Урок не найден в этом задании');

/** An order list must name exactly the items it orders, each once. */
export const orderDoesNotMatch = () =>
  AppError.onField(
    'VALIDATION_FAILED',
    'ids',
    'Список должен содержать все элементы задания, каждый один раз',
  );

/** An explicit end of access must lie ahead, and at most ten years away. */
export const expiresAtOutOfRange = () =>
  AppError.onField(
    'VALIDATION_FAILED',
    'expires_at',
    'Дата окончания доступа должна быть в будущем и не дальше чем через 10 лет',
  );
