import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { competenceNotFound } from './content.errors.js';
import { Competence } from './entities/competence.entity.js';
import { Feedback } from './entities/feedback.entity.js';
import { Message } from './entities/message.entity.js';

/** The public content pages: competencies, video reviews, written reviews. */
@Injectable()
export class ContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  competencies(): Promise<Competence[]> {
    return this.dataSource.getRepository(Competence).find({ order: { sort: 'ASC', id: 'ASC' } });
  }

  async competence(id: number): Promise<Competence> {
    const found = await this.dataSource.getRepository(Competence).findOneBy({ id });
    if (!found) throw competenceNotFound();
    return found;
  }

  feedbacks(): Promise<Feedback[]> {
    return this.dataSource.getRepository(Feedback).find({ order: { sort: 'ASC', id: 'ASC' } });
  }

  messages(): Promise<Message[]> {
    return this.dataSource
      .getRepository(Message)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
  }
}
