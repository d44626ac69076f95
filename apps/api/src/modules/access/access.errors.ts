import { AppError } from '../../common/errors/app-error.js';

export const unknownWebinars = (ids: number[]) => {
  const message = `Видеокурсы не найдены: ${ids.join(', ')}`;
  return new AppError('VALIDATION_FAILED', message, { webinars: [message] });
};
