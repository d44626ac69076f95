import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/** A bearer token; only its SHA-256 is stored, so a database leak reveals no usable token. */
@Entity({ name: 'api_tokens' })
@Index('UQ_api_tokens_token_hash', ['tokenHash'], { unique: true })
@Index('IDX_api_tokens_user_id', ['userId'])
export class ApiToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_api_tokens' })
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_api_tokens_user_id' })
  user: User;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
