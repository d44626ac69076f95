import {
  Check,
  Column,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  type Relation,
} from 'typeorm';
import { CustomPriceWindow } from '../../catalog/custom-price-window.js';
import { Webinar } from './webinar.entity.js';

@Entity({ name: 'webinar_custom_prices' })
@Index('IDX_webinar_custom_prices_window', ['webinarId', 'start', 'end'])
@Check('CHK_webinar_custom_prices_window', '"end" > "start"')
export class WebinarCustomPrice extends CustomPriceWindow {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webinar_custom_prices' })
  id: number;

  @Column({ name: 'webinar_id', type: 'int' })
  webinarId: number;

  @ManyToOne(() => Webinar, (webinar) => webinar.customPrices, { onDelete: 'CASCADE' })
  @JoinColumn({
    name: 'webinar_id',
    foreignKeyConstraintName: 'FK_webinar_custom_prices_webinar_id',
  })
  webinar: Relation<Webinar>;
}
