import { AppError } from '../../common/errors/app-error.js';

export const kitNotFound = () => new AppError('NOT_FOUND', 'Комплект не найден');
