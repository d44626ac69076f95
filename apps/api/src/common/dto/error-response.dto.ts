import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** The error body of every endpoint (decisions.md §1). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode: number;

  @ApiProperty({ example: 'VALIDATION_FAILED', description: 'Stable machine-readable code' })
  code: string;

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
