import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsCalendarDate, IsOptionalText } from '../../../common/validation/decorators.js';

/** Personal fields a user edits about themself; admins edit the same ones and more. */
export class ProfileFieldsDto {
  @ApiPropertyOptional({ type: String, nullable: true, example: 'Анна' })
  @IsOptionalText()
  first_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Сергеевна' })
  @IsOptionalText()
  middle_name?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Иванова' })
  @IsOptionalText()
  last_name?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '+7 (928) 000 1122',
    maxLength: 32,
    description:
      'A second contact number, typed freely in the profile form (no mask, unlike cellphone); ' +
      'blank or null clears it',
  })
  @IsOptionalText(32)
  phone?: string | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '1990-05-17',
    description: 'yyyy-MM-dd, from 1900-01-01 to today',
  })
  @IsCalendarDate()
  birth_date?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, example: 'Ставрополь' })
  @IsOptionalText()
  city?: string | null;
}
