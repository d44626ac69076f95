import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes } from '../../common/errors/error-catalog.js';
import { Messages } from '../../common/errors/messages.js';

export const AuthErrorCodes = declareErrorCodes({
  INVALID_CREDENTIALS: { status: 401, meaning: 'Wrong login or password' },
  INVALID_RESET_TOKEN: {
    status: 400,
    meaning: 'The password recovery link is unknown, used or expired; `errors.token` says so',
  },
});

export const AuthMessages = {
  invalidResetToken: 'Ссылка для восстановления пароля недействительна или устарела',
} as const;

export const invalidCredentials = () =>
  new AppError(AuthErrorCodes.INVALID_CREDENTIALS, 'Неверный email или пароль');

export const invalidResetToken = () =>
  AppError.onField(AuthErrorCodes.INVALID_RESET_TOKEN, 'token', AuthMessages.invalidResetToken);

export const retypedPasswordMismatch = () =>
  AppError.onField('VALIDATION_FAILED', 'new_retyped_password', Messages.passwordsMismatch);
