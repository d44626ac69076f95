import { ApiToken } from '../../modules/auth/entities/api-token.entity.js';
import { PasswordResetToken } from '../../modules/auth/entities/password-reset-token.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';

/** Every entity, listed once: the app, the CLI and the drift test share this list. */
export const entities = [User, ApiToken, PasswordResetToken];
