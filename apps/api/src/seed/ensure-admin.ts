import type { DataSource } from 'typeorm';
import { hashPassword } from '../common/auth/password-hasher.js';
import { Role } from '../common/auth/role.js';
import { User } from '../modules/users/entities/user.entity.js';

/**
 * Makes sure an admin with this login exists. An existing account gets the ADMIN role; its password
 * changes only when asked, so re-running the seed never undoes a password the admin chose.
 */
export async function ensureAdmin(
  dataSource: DataSource,
  login: string,
  password: string,
  options: { resetPassword: boolean },
): Promise<'created' | 'updated' | 'unchanged'> {
  const normalized = login.trim().toLowerCase();
  return dataSource.transaction(async (manager) => {
    const existing = await manager.findOne(User, {
      where: { login: normalized },
      lock: { mode: 'pessimistic_write' },
    });
    if (!existing) {
      await manager.insert(User, {
        login: normalized,
        email: normalized,
        passwordHash: await hashPassword(password),
        firstName: 'Администратор',
        roles: [Role.ADMIN, Role.USER],
      });
      return 'created';
    }
    const needsRole = !existing.roles.includes(Role.ADMIN);
    if (!needsRole && !options.resetPassword) return 'unchanged';
    await manager.update(
      User,
      { id: existing.id },
      {
        roles: needsRole ? [...existing.roles, Role.ADMIN] : existing.roles,
        ...(options.resetPassword ? { passwordHash: await hashPassword(password) } : {}),
      },
    );
    return 'updated';
  });
}
