import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';

/** A written review from a learner, shown beside the video reviews. */
@Entity({ name: 'messages' })
@Index('IDX_messages_created_at', ['createdAt'])
export class Message extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_messages' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  author: string;

  @Column({ type: 'text' })
  text: string;
}
