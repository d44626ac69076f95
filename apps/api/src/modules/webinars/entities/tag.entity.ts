import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'tags' })
@Index('UQ_tags_title', ['title'], { unique: true })
export class Tag {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_tags' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  title: string;
}
