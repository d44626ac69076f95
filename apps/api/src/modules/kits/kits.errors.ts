import { AppError } from '../../common/errors/app-error.js';

export const kitNotFound = () => new AppError('NOT_FOUND', 'Комплект не найден');

export const unknownKits = (ids: readonly number[], field: string) => {
  const message = `Комплекты не найдены: ${ids.join(', ')}`;
  return new AppError('VALIDATION_FAILED', message, { [field]: [message] });
};

export const kitHasLearners = () =>
  new AppError(
    'CONFLICT',
    'Нельзя удалить комплект: у учеников есть или был доступ к нему. Сделайте его неактивным',
  );
