import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { IsIdList, IsOptionalNotNull } from '../../../common/validation/decorators.js';
import { MAX_INT4 } from '../../../common/validation/limits.js';

/**
 * A field required on create and optional (never null) on update, from one list of rules, so the
 * two requests of a resource cannot drift apart. The rules run first, then the null check.
 */
export const Field = (
  required: boolean,
  api: ApiPropertyOptions,
  ...rules: PropertyDecorator[]
): PropertyDecorator =>
  required
    ? applyDecorators(ApiProperty(api), ...rules)
    : applyDecorators(ApiPropertyOptional(api), ...rules, IsOptionalNotNull());

/** The id of another record in a body, e.g. school_id: a positive integer PostgreSQL can hold. */
export const IsBodyId = (field: string) => {
  const message = `${field} должен быть целым положительным числом`;
  return applyDecorators(IsInt({ message }), Min(1, { message }), Max(MAX_INT4, { message }));
};

/** A text that must say something: trimmed, 1..max characters. */
export const IsFilledText = (max: number, emptyMessage: string) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: emptyMessage }),
    IsNotEmpty({ message: emptyMessage }),
    MaxLength(max, { message: `Значение не должно превышать ${max} символов` }),
  );

/** A free text that may be blank (stored as ''), never null. */
export const IsFreeText = (max: number) =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.trim() : value)),
    IsString({ message: 'Значение должно быть строкой' }),
    MaxLength(max, { message: `Значение не должно превышать ${max} символов` }),
  );

/** The place among its siblings, smaller first; left out on create it goes last. */
export const SortField = () =>
  applyDecorators(
    ApiPropertyOptional({
      example: 1,
      minimum: 0,
      maximum: 1_000_000,
      description: 'Smaller first; left out on create: after the others',
    }),
    IsInt({ message: 'Порядок должен быть целым числом' }),
    Min(0, { message: 'Порядок не может быть отрицательным' }),
    Max(1_000_000, { message: 'Порядок не должен превышать 1000000' }),
    IsOptionalNotNull(),
  );

/** A new order of an exercise's lessons or questions: every one of them, the first gets sort 1. */
export class OrderDto {
  @ApiProperty({
    type: Number,
    isArray: true,
    example: [3, 1, 2],
    description: 'Exactly the ids of the exercise’s items, in the new order',
  })
  @IsIdList()
  ids: number[];
}
