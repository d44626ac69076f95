import { AppError } from '../../common/errors/app-error.js';

export const webinarNotFound = () => new AppError('NOT_FOUND', 'Видеокурс не найден');
