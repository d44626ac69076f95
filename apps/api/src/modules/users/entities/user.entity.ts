import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Role } from '../../../common/auth/role.js';

@Entity({ name: 'users' })
@Index('UQ_users_login', ['login'], { unique: true })
// Statistics count registrations of a period.
@Index('IDX_users_created_at', ['createdAt'])
export class User {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_users' })
  id: number;

  /** The e-mail the user logs in with, stored lower-cased. */
  @Column({ type: 'varchar', length: 255 })
  login: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  email: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', length: 255, nullable: true })
  firstName: string | null;

  @Column({ name: 'middle_name', type: 'varchar', length: 255, nullable: true })
  middleName: string | null;

  @Column({ name: 'last_name', type: 'varchar', length: 255, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  cellphone: string | null;

  /** A calendar date without time zone, exchanged as yyyy-MM-dd. */
  @Column({ name: 'birth_date', type: 'date', nullable: true })
  birthDate: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  city: string | null;

  @Column({
    type: 'enum',
    enum: Role,
    enumName: 'user_role',
    array: true,
    default: () => `'{USER}'`,
  })
  roles: Role[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
