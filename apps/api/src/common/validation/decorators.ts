import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { Messages } from '../errors/messages.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const lowerTrim = Transform(({ value }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value,
);
const tooLong = (max: number) => `Значение не должно превышать ${max} символов`;

/** An e-mail used as a login: trimmed, lower-cased, with the spec's messages. */
export const IsLoginEmail = () =>
  applyDecorators(
    lowerTrim,
    IsString({ message: Messages.emailRequired }),
    IsNotEmpty({ message: Messages.emailRequired }),
    MinLength(5, { message: Messages.emailRequired }),
    MaxLength(255, { message: tooLong(255) }),
    IsEmail({}, { message: Messages.invalidEmail }),
  );

export const IsPassword = () =>
  applyDecorators(
    IsString({ message: Messages.passwordTooShort }),
    MinLength(6, { message: Messages.passwordTooShort }),
    MaxLength(128, { message: tooLong(128) }),
  );

/** Required names of at least 3 characters (registration). */
export const IsPersonName = () =>
  applyDecorators(
    trim,
    IsString({ message: Messages.required }),
    MinLength(3, { message: Messages.required }),
    MaxLength(255, { message: tooLong(255) }),
  );

/** An optional, nullable free-text field: null clears it. */
export const IsOptionalText = (max = 255) =>
  applyDecorators(
    trim,
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    IsString({ message: 'Значение должно быть строкой' }),
    MaxLength(max, { message: tooLong(max) }),
  );

/** A phone typed through the mask +# (###) ### ####; stored with spaces removed. */
export const IsCellphone = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value)),
    IsString({ message: Messages.required }),
    IsNotEmpty({ message: Messages.required }),
    Matches(/^\+\d{1,3}\(?\d{3}\)?[\d-]{6,9}$/, { message: 'Некорректный номер телефона' }),
  );

/** A calendar date as yyyy-MM-dd; range rules that depend on today live in the service. */
export const IsCalendarDate = () =>
  applyDecorators(
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Дата должна быть в формате ГГГГ-ММ-ДД' }),
  );
