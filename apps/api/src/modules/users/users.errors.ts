import { AppError } from '../../common/errors/app-error.js';
import { Messages } from '../../common/errors/messages.js';

export const userNotFound = () => new AppError('NOT_FOUND', Messages.userNotFound);
export const loginTaken = () =>
  new AppError('LOGIN_TAKEN', Messages.loginTaken, { login: [Messages.loginTaken] });
export const birthDateOutOfRange = () =>
  new AppError('VALIDATION_FAILED', Messages.birthDateRange, {
    birth_date: [Messages.birthDateRange],
  });
