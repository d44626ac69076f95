import { ApiProperty } from '@nestjs/swagger';
import type { Competence } from '../entities/competence.entity.js';
import type { Feedback } from '../entities/feedback.entity.js';
import type { Message } from '../entities/message.entity.js';

export class CompetenceDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Кризисная психотерапия' })
  title: string;

  @ApiProperty({ example: 'Помощь в острых жизненных кризисах, утрате и горе.' })
  short_description: string;

  @ApiProperty({ type: String, isArray: true, description: 'Paragraphs' })
  description: string[];

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ example: 1 })
  sort: number;
}

export class CompetenceResponseDto {
  @ApiProperty({ type: CompetenceDto })
  competence: CompetenceDto;
}

export class CompetenciesResponseDto {
  @ApiProperty({ type: CompetenceDto, isArray: true })
  competencies: CompetenceDto[];
}

export class FeedbackDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Екатерина, Ставрополь' })
  author: string;

  @ApiProperty({ example: 'О курсе «Личные границы»' })
  title: string;

  @ApiProperty({ example: 'https://rutube.ru/play/embed/0123456789abcdef' })
  video_url: string;

  @ApiProperty({ type: String, nullable: true })
  image: string | null;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ example: 1 })
  sort: number;
}

export class FeedbacksResponseDto {
  @ApiProperty({ type: FeedbackDto, isArray: true })
  feedbacks: FeedbackDto[];
}

export class MessageDto {
  @ApiProperty({ example: 1 })
  id: number;

  @ApiProperty({ example: 'Ольга' })
  author: string;

  @ApiProperty({ example: 'Спасибо за курс: впервые смогла спокойно сказать «нет».' })
  text: string;

  @ApiProperty({ example: '2026-10-02T12:00:00.000Z' })
  created_at: string;
}

export class MessagesResponseDto {
  @ApiProperty({
    type: MessageDto,
    isArray: true,
    description: 'Written reviews of learners, newest first',
  })
  messages: MessageDto[];
}

export const toCompetenceDto = (item: Competence): CompetenceDto => ({
  id: item.id,
  title: item.title,
  short_description: item.shortDescription,
  description: item.description,
  image: item.image,
  sort: item.sort,
});

export const toFeedbackDto = (item: Feedback): FeedbackDto => ({
  id: item.id,
  author: item.author,
  title: item.title,
  video_url: item.videoUrl,
  image: item.image,
  description: item.description,
  sort: item.sort,
});

export const toMessageDto = (item: Message): MessageDto => ({
  id: item.id,
  author: item.author,
  text: item.text,
  created_at: item.createdAt.toISOString(),
});
