import { ApiProperty } from '@nestjs/swagger';

export class MessageResponseDto {
  @ApiProperty({ example: 'ok' })
  message: string;
}

export const OK: MessageResponseDto = { message: 'ok' };
