import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const ContentErrorCodes = declareErrorCodes({
  COMPETENCE_NOT_FOUND: { status: 404, meaning: 'No competence with this id' },
});

export const competenceNotFound = () =>
  new AppError(ContentErrorCodes.COMPETENCE_NOT_FOUND, 'Компетенция не найдена');
