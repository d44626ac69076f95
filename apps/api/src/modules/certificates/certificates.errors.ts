import { AppError } from '../../common/errors/app-error.js';

export const certificateNotFound = () => new AppError('NOT_FOUND', 'Сертификат не найден');
