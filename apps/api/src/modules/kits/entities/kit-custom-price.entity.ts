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
import { Kit } from './kit.entity.js';

@Entity({ name: 'kit_custom_prices' })
@Index('IDX_kit_custom_prices_window', ['kitId', 'start', 'end'])
@Check('CHK_kit_custom_prices_window', '"end" > "start"')
export class KitCustomPrice extends CustomPriceWindow {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_kit_custom_prices' })
  id: number;

  @Column({ name: 'kit_id', type: 'int' })
  kitId: number;

  @ManyToOne(() => Kit, (kit) => kit.customPrices, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'kit_id', foreignKeyConstraintName: 'FK_kit_custom_prices_kit_id' })
  kit: Relation<Kit>;
}
