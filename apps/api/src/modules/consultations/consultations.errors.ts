import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const ConsultationErrorCodes = declareErrorCodes({
  CONSULTATION_REQUEST_NOT_FOUND: {
    status: 404,
    meaning: 'No consultation request with this id',
  },
});

export const consultationRequestNotFound = () =>
  new AppError(ConsultationErrorCodes.CONSULTATION_REQUEST_NOT_FOUND, 'Заявка не найдена');
