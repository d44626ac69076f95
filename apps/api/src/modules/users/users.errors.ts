import { AppError } from '../../common/errors/app-error.js';
import { declareErrorCodes, declareUniqueViolations } from '../../common/errors/error-catalog.js';
import { Messages } from '../../common/errors/messages.js';

export const UserErrorCodes = declareErrorCodes({
  USER_NOT_FOUND: { status: 404, meaning: 'No user with this id' },
  LOGIN_TAKEN: { status: 409, meaning: 'An account with this login (e-mail) exists' },
  WRONG_OLD_PASSWORD: {
    status: 400,
    meaning: 'The current password given to change it is wrong; `errors.old_password` says so',
  },
  CANNOT_REVOKE_OWN_ADMIN: {
    status: 409,
    meaning: 'An admin cannot take the ADMIN role from themself',
  },
});

export const UserMessages = {
  oldPasswordRequired: 'Укажите текущий пароль',
} as const;

export const userNotFound = () =>
  new AppError(UserErrorCodes.USER_NOT_FOUND, 'Пользователь не найден');

export const loginTaken = () =>
  AppError.onField(
    UserErrorCodes.LOGIN_TAKEN,
    'login',
    'Пользователь с таким email уже зарегистрирован',
  );

export const birthDateOutOfRange = () =>
  AppError.onField(
    'VALIDATION_FAILED',
    'birth_date',
    'Дата рождения должна быть не раньше 01.01.1900 и не позже сегодняшнего дня',
  );

export const newPasswordRequired = () =>
  AppError.onField('VALIDATION_FAILED', 'new_password', Messages.passwordTooShort);

export const oldPasswordRequired = () =>
  AppError.onField('VALIDATION_FAILED', 'old_password', UserMessages.oldPasswordRequired);

export const newPasswordsMismatch = () =>
  AppError.onField('VALIDATION_FAILED', 'new_repeated_password', Messages.passwordsMismatch);

export const wrongOldPassword = () =>
  AppError.onField(
    UserErrorCodes.WRONG_OLD_PASSWORD,
    'old_password',
    'Текущий пароль указан неверно',
  );

export const cannotRevokeOwnAdmin = () =>
  AppError.onField(
    UserErrorCodes.CANNOT_REVOKE_OWN_ADMIN,
    'roles',
    'Нельзя снять роль администратора с самого себя',
  );

// A registration that lost a race for the same login answers like one that came second.
declareUniqueViolations({ UQ_users_login: loginTaken });
