import { AppError } from '../../common/errors/app-error.js';

export const kitNotFound = () => new AppError('NOT_FOUND', 'Комплект не найден');

export const unknownKits = (ids: readonly number[]) => {
  const message = `Комплекты не найдены: ${ids.join(', ')}`;
  return new AppError('VALIDATION_FAILED', message, { ids: [message] });
};

export const kitHasLearners = () =>
  new AppError(
    'CONFLICT',
    'Нельзя удалить комплект: у учеников есть или был доступ к нему. Сделайте его неактивным',
  );
