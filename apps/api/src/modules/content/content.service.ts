import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { competenceNotFound } from './content.errors.js';
import {
  type CompetenceDto,
  type FeedbackDto,
  type MessageDto,
  toCompetenceDto,
  toFeedbackDto,
  toMessageDto,
} from './dto/content.dto.js';
import { Competence } from './entities/competence.entity.js';
import { Feedback } from './entities/feedback.entity.js';
import { Message } from './entities/message.entity.js';

/** The public content pages: competencies, video reviews, written reviews. */
@Injectable()
export class ContentService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async competencies(): Promise<CompetenceDto[]> {
    const competencies = await this.dataSource
      .getRepository(Competence)
      .find({ order: { sort: 'ASC', id: 'ASC' } });
    return competencies.map(toCompetenceDto);
  }

  async competence(id: number): Promise<CompetenceDto> {
    const found = await this.dataSource.getRepository(Competence).findOneBy({ id });
    if (!found) throw competenceNotFound();
    return toCompetenceDto(found);
  }

  async feedbacks(): Promise<FeedbackDto[]> {
    const feedbacks = await this.dataSource
      .getRepository(Feedback)
      .find({ order: { sort: 'ASC', id: 'ASC' } });
    return feedbacks.map(toFeedbackDto);
  }

  async messages(): Promise<MessageDto[]> {
    const messages = await this.dataSource
      .getRepository(Message)
      .find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return messages.map(toMessageDto);
  }
}
