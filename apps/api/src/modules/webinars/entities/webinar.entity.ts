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
import { WebinarTag } from './webinar-tag.entity.js';
import { WebinarCustomPrice } from './webinar-custom-price.entity.js';

/** A video course (a "webinar" in the API's paths and fields). */
@Entity({ name: 'webinars' })
@Index('IDX_webinars_listing', ['isActive', 'sort', 'priority'])
export class Webinar {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webinars' })
  id: number;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** A page with the course materials; shown to viewers with access only. */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  url: string | null;

  /** The video itself (file or embed address); shown to viewers with access only. */
  @Column({ name: 'video_url', type: 'varchar', length: 1000, nullable: true })
  videoUrl: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  image: string | null;

  /** Duration as text ("6 часов"); blank hides the badge. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  length: string | null;

  /** Minimum recommended age. */
  @Column({ type: 'int', default: 18 })
  age: number;

  @MoneyColumn()
  price: number;

  @MoneyColumn({ name: 'price_azn' })
  priceAzn: number;

  /** What a renewal costs, set by an admin; null: the default share of `price`. */
  @MoneyColumn({ name: 'prolongation_price', nullable: true, default: null })
  prolongationPrice: number | null;

  @MoneyColumn({ name: 'prolongation_price_azn', nullable: true, default: null })
  prolongationPriceAzn: number | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @Column({ name: 'short_description', type: 'varchar', length: 254, default: '' })
  shortDescription: string;

  /** Paragraphs of the long description. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  description: string[];

  @Column({ type: 'int', nullable: true })
  sort: number | null;

  @Column({ type: 'int', default: 0 })
  priority: number;

  @OneToMany(() => WebinarTag, (link) => link.webinar)
  tagLinks: Relation<WebinarTag[]>;

  @OneToMany(() => WebinarCustomPrice, (price) => price.webinar)
  customPrices: Relation<WebinarCustomPrice[]>;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
