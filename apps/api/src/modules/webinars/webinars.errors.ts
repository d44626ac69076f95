import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const WebinarErrorCodes = declareErrorCodes({
  WEBINAR_NOT_FOUND: { status: 404, meaning: 'No video course with this id (or it is hidden)' },
  WEBINAR_HAS_LEARNERS: {
    status: 409,
    meaning: 'A video course learners have or had access to cannot be deleted; deactivate it',
  },
});

export const webinarNotFound = () =>
  new AppError(WebinarErrorCodes.WEBINAR_NOT_FOUND, 'Видеокурс не найден');

export const webinarHasLearners = () =>
  new AppError(
    WebinarErrorCodes.WEBINAR_HAS_LEARNERS,
    'Нельзя удалить видеокурс: у учеников есть или был доступ к нему. Сделайте его неактивным',
  );

/** `field` names the request field that held the ids. */
export const unknownTags = (ids: readonly number[], field: string) =>
  AppError.onField('VALIDATION_FAILED', field, `Теги не найдены: ${ids.join(', ')}`);

/** `field` names the request field that held the ids (ids in sort, webinar_ids in a kit). */
export const unknownWebinars = (ids: readonly number[], field: string) =>
  AppError.onField('VALIDATION_FAILED', field, `Видеокурсы не найдены: ${ids.join(', ')}`);
