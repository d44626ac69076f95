import {
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  type Relation,
} from 'typeorm';
import { Webinar } from '../../webinars/entities/webinar.entity.js';
import { Kit } from './kit.entity.js';

/** A course inside a kit, at a position. */
@Entity({ name: 'kit_webinars' })
@Index('IDX_kit_webinars_webinar_id', ['webinarId'])
export class KitWebinar {
  @PrimaryColumn({ name: 'kit_id', type: 'int', primaryKeyConstraintName: 'PK_kit_webinars' })
  kitId: number;

  @PrimaryColumn({ name: 'webinar_id', type: 'int', primaryKeyConstraintName: 'PK_kit_webinars' })
  webinarId: number;

  @Column({ type: 'int' })
  position: number;

  @ManyToOne(() => Kit, (kit) => kit.items, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'kit_id', foreignKeyConstraintName: 'FK_kit_webinars_kit_id' })
  kit: Relation<Kit>;

  @ManyToOne(() => Webinar, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webinar_id', foreignKeyConstraintName: 'FK_kit_webinars_webinar_id' })
  webinar: Relation<Webinar>;
}
