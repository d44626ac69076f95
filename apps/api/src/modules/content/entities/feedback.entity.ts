import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Timestamped } from '../../../infrastructure/database/timestamped.js';

/** A video review of a learner ('Видео отзывы'). */
@Entity({ name: 'feedbacks' })
@Index('IDX_feedbacks_sort', ['sort'])
export class Feedback extends Timestamped {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_feedbacks' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  author: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ name: 'video_url', type: 'varchar', length: 1000 })
  videoUrl: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'int', default: 0 })
  sort: number;
}
