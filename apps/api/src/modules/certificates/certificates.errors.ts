import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';

export const CertificateErrorCodes = declareErrorCodes({
  CERTIFICATE_NOT_FOUND: { status: 404, meaning: 'No certificate with this id' },
});

export const certificateNotFound = () =>
  new AppError(CertificateErrorCodes.CERTIFICATE_NOT_FOUND, 'Сертификат не найден');
