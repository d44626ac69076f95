import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, type Relation } from 'typeorm';
import { Tag } from './tag.entity.js';
import { Webinar } from './webinar.entity.js';

/** A tag on a webinar (an explicit table so its keys carry our names). */
@Entity({ name: 'webinar_tags' })
@Index('IDX_webinar_tags_tag_id', ['tagId'])
export class WebinarTag {
  @PrimaryColumn({ name: 'webinar_id', type: 'int', primaryKeyConstraintName: 'PK_webinar_tags' })
  webinarId: number;

  @PrimaryColumn({ name: 'tag_id', type: 'int', primaryKeyConstraintName: 'PK_webinar_tags' })
  tagId: number;

  @ManyToOne(() => Webinar, (webinar) => webinar.tagLinks, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'webinar_id', foreignKeyConstraintName: 'FK_webinar_tags_webinar_id' })
  webinar: Relation<Webinar>;

  @ManyToOne(() => Tag, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'tag_id', foreignKeyConstraintName: 'FK_webinar_tags_tag_id' })
  tag: Relation<Tag>;
}
