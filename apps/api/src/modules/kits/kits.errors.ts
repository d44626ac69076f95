import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const KitErrorCodes = declareErrorCodes({
  KIT_NOT_FOUND: { status: 404, meaning: 'No kit with this id (or it is hidden)' },
  KIT_HAS_LEARNERS: {
    status: 409,
    meaning: 'A kit learners have or had access to cannot be deleted; deactivate it',
  },
});

export const kitNotFound = () => new AppError(KitErrorCodes.KIT_NOT_FOUND, 'Комплект не найден');

export const kitHasLearners = () =>
  new AppError(
    KitErrorCodes.KIT_HAS_LEARNERS,
    'Нельзя удалить комплект: у учеников есть или был доступ к нему. Сделайте его неактивным',
  );

/** `field` names the request field that held the ids. */
export const unknownKits = (ids: readonly number[], field: string) =>
  AppError.onField('VALIDATION_FAILED', field, `Комплекты не найдены: ${ids.join(', ')}`);
