import { AppError } from '../../common/errors/app-error.js';

export const webinarNotFound = () => new AppError('NOT_FOUND', 'Видеокурс не найден');

export const unknownTags = (ids: readonly number[]) => {
  const message = `Теги не найдены: ${ids.join(', ')}`;
  return new AppError('VALIDATION_FAILED', message, { tag_ids: [message] });
};

/** `field` names the request field that held the ids (ids in sort, webinar_ids in a kit). */
export const unknownWebinars = (ids: readonly number[], field: string) => {
  const message = `Видеокурсы не найдены: ${ids.join(', ')}`;
  return new AppError('VALIDATION_FAILED', message, { [field]: [message] });
};

export const webinarHasLearners = () =>
  new AppError(
    'CONFLICT',
    'Нельзя удалить видеокурс: у учеников есть или был доступ к нему. Сделайте его неактивным',
  );
