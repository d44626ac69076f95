import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import { MoneyColumn } from '../../../infrastructure/database/columns.js';
import { KitCustomPrice } from './kit-custom-price.entity.js';
import { KitWebinar } from './kit-webinar.entity.js';

/** A set of video courses sold together; buying it grants the kit and every course in it. */
@Entity({ name: 'kits' })
@Index('IDX_kits_listing', ['isActive', 'sort'])
@Index('IDX_kits_mark_id', ['markId'])
export class Kit {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_kits' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @MoneyColumn()
  price: number;

  @MoneyColumn({ name: 'price_azn' })
  priceAzn: number;

  /** What a renewal costs, set by an admin; null: the default share of `price`. */
  @MoneyColumn({ name: 'prolongation_price', nullable: true, default: null })
  prolongationPrice: number | null;

  @MoneyColumn({ name: 'prolongation_price_azn', nullable: true, default: null })
  prolongationPriceAzn: number | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  /** 1 marks the 'Психотерапевт 21 века' kit, whose owners get that item in their menu. */
  @Column({ name: 'mark_id', type: 'int', nullable: true })
  markId: number | null;

  @Column({ type: 'int', nullable: true })
  sort: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @OneToMany(() => KitWebinar, (item) => item.kit)
  items: Relation<KitWebinar[]>;

  @OneToMany(() => KitCustomPrice, (price) => price.kit)
  customPrices: Relation<KitCustomPrice[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
