import { ApiProperty } from '@nestjs/swagger';

export class UploadedImageDto {
  @ApiProperty({
    example: '/uploads/images/0b6f3c1e-8d4a-4f55-9a57-2f1f3c9f8e21.png',
    description: 'Public path of the stored image; put it into an image field',
  })
  url: string;
}
