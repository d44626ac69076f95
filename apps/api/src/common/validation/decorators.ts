import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateIf,
  type ValidationArguments,
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
    // Refuses dates that do not exist, such as 2026-02-30, before PostgreSQL would.
    IsISO8601({ strict: true }, { message: 'Дата должна быть в формате ГГГГ-ММ-ДД' }),
  );

/** Present or absent, never null: for partial updates of columns that cannot be empty. */
export const IsOptionalNotNull = () => ValidateIf((_, value) => value !== undefined);

/** A required title: trimmed, 1..max characters. */
export const IsTitle = (max = 255) =>
  applyDecorators(
    trim,
    IsString({ message: 'Укажите название' }),
    IsNotEmpty({ message: 'Укажите название' }),
    MaxLength(max, { message: tooLong(max) }),
  );

export const MAX_PRICE = 10_000_000;

/** Money: a number of roubles or manats, not negative, kopecks at most. */
export const IsMoney = () =>
  applyDecorators(
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: 'Цена должна быть числом, не более двух знаков после запятой' },
    ),
    Min(0, { message: 'Цена не может быть отрицательной' }),
    Max(MAX_PRICE, { message: 'Цена не должна превышать 10 000 000' }),
  );

/**
 * An optional, nullable link: an absolute http(s) address or a site path such as /uploads/images/….
 * Other schemes (javascript:, data:) and protocol-relative //host addresses are refused.
 */
export const IsUrlOrPath = (max = 1000) =>
  applyDecorators(
    trim,
    IsOptional(),
    ValidateIf((_, value) => value !== null),
    IsString({ message: 'Укажите ссылку (https://…) или путь, начинающийся с /' }),
    MaxLength(max, { message: tooLong(max) }),
    // Blank is allowed and clears the link.
    Matches(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*|)$/i, {
      message: 'Укажите ссылку (https://…) или путь, начинающийся с /',
    }),
  );

/** A list of distinct positive integer ids, e.g. tag_ids or webinar_ids. */
export const IsIdList = (options: { notEmpty?: boolean } = {}) =>
  applyDecorators(
    IsArray({ message: 'Ожидается список идентификаторов' }),
    IsInt({ each: true, message: 'Идентификаторы должны быть целыми числами' }),
    Min(1, { each: true, message: 'Идентификаторы должны быть целыми числами' }),
    ArrayUnique({ message: 'Идентификаторы не должны повторяться' }),
    ArrayMaxSize(1000, { message: 'Слишком длинный список' }),
    ...(options.notEmpty ? [ArrayNotEmpty({ message: 'Список не должен быть пустым' })] : []),
  );

/** An ISO 8601 date-time, e.g. 2026-11-20T00:00:00Z. */
export const IsDateTime = () =>
  applyDecorators(
    IsISO8601(
      { strict: true, strictSeparator: true },
      { message: 'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z' },
    ),
  );

/** The decorated date-time must be later than the one in `property` of the same object. */
export function IsLaterThan(property: string, message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isLaterThan',
      target: target.constructor,
      propertyName,
      constraints: [property],
      options: { message },
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const other = (args.object as Record<string, unknown>)[property];
          if (typeof value !== 'string' || typeof other !== 'string') return true;
          const [later, earlier] = [Date.parse(value), Date.parse(other)];
          return Number.isNaN(later) || Number.isNaN(earlier) || later > earlier;
        },
      },
    });
}
