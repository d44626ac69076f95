import {
  ApiProperty,
  ApiPropertyOptional,
  getSchemaPath,
  type SchemaObject,
} from '@nestjs/swagger';
import type { ErrorCodeName } from '../errors/app-error.js';
import { declaredErrorCodes, describeErrorCodes } from '../errors/error-catalog.js';

const ERROR_CODE_SCHEMA = 'ErrorCode';

/** The error body of every failure, whichever layer produced it. */
export class ErrorResponseDto {
  @ApiProperty({ example: 400, description: 'The HTTP status, repeated' })
  statusCode: number;

  @ApiProperty({
    allOf: [{ $ref: getSchemaPath(ERROR_CODE_SCHEMA) }],
    example: 'VALIDATION_FAILED',
    description: 'Stable machine-readable code; each always comes with the same status',
  })
  code: ErrorCodeName;

  @ApiProperty({
    example: 'Некорректный email',
    description: 'Russian text fit for a form error line',
  })
  message: string;

  @ApiPropertyOptional({
    example: { login: ['Некорректный email'] },
    type: 'object',
    additionalProperties: { type: 'array', items: { type: 'string' } },
  })
  errors?: Record<string, string[]>;
}

/**
 * The schema of `code`, built with the document rather than with the class: modules declare their
 * codes as they load, and only once the app is assembled is every module loaded.
 */
export const errorCodeSchema = (): { name: string; schema: SchemaObject } => ({
  name: ERROR_CODE_SCHEMA,
  schema: {
    type: 'string',
    enum: declaredErrorCodes(),
    description: `Stable machine-readable code; each always comes with the same status:\n${describeErrorCodes()}`,
  },
});
