import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsEmail,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  registerDecorator,
  ValidateBy,
  ValidateIf,
  type ValidationArguments,
} from 'class-validator';
import { Messages } from '../errors/messages.js';
import { MAX_INT4 } from './limits.js';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** For nullable columns a blank text means "none": stored as null, never as ''. */
const trimBlankToNull = Transform(({ value }) =>
  typeof value === 'string' ? value.trim() || null : value,
);
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

/*
 * Whether a field may be left out and whether it may be null are two separate decisions, made
 * explicitly for every DTO field with one of these two (class-validator's IsOptional lets null
 * through wherever a field may be left out, so a NOT NULL column would get a null and fail).
 * A field with neither is required and never null.
 */

/** May be left out; when sent it must not be null (its column is NOT NULL, or null means nothing). */
export const IsOptionalNotNull = () =>
  applyDecorators(
    ValidateIf((_, value) => value !== undefined),
    // Placed above a field's type rules, this runs after them: a null gets the type rule's own
    // message where there is one (e.g. 'Укажите название'), and this one where none catches it.
    ValidateBy(
      { name: 'isNotNull', validator: { validate: (value) => value !== null } },
      { message: Messages.notNull },
    ),
  );

/** May be left out or null (null clears a nullable column); any other value must pass the rules. */
export const IsOptionalNullable = () =>
  ValidateIf((_, value) => value !== undefined && value !== null);

/** An optional, nullable free-text field: null or blank clears it. */
export const IsOptionalText = (max = 255) =>
  applyDecorators(
    trimBlankToNull,
    IsOptionalNullable(),
    IsString({ message: 'Значение должно быть строкой' }),
    MaxLength(max, { message: tooLong(max) }),
  );

/** Exactly what the form's mask +# (###) ### #### lets through, once spaces are removed. */
const MASKED_CELLPHONE = /^\+\d\(\d{3}\)\d{7}$/;

/**
 * A cellphone typed through the mask +# (###) ### ####: one country digit, then 3, 3 and 4 digits.
 * Accepted with or without the spaces and stored without them, e.g. +7(999)1234567.
 */
export const IsCellphone = () =>
  applyDecorators(
    Transform(({ value }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value)),
    IsString({ message: Messages.required }),
    IsNotEmpty({ message: Messages.required }),
    Matches(MASKED_CELLPHONE, { message: Messages.invalidCellphone }),
  );

/**
 * A calendar date as yyyy-MM-dd, optional and nullable; range rules that depend on today live in
 * the service. The year starts with 1-9: PostgreSQL refuses year 0000, and no date we keep is older.
 */
export const IsCalendarDate = () =>
  applyDecorators(
    IsOptionalNullable(),
    Matches(/^[1-9]\d{3}-\d{2}-\d{2}$/, { message: 'Дата должна быть в формате ГГГГ-ММ-ДД' }),
    // Refuses dates that do not exist, such as 2026-02-30, before PostgreSQL would.
    IsISO8601({ strict: true }, { message: 'Дата должна быть в формате ГГГГ-ММ-ДД' }),
  );

/** A required title: trimmed, 1..max characters. */
export const IsTitle = (max = 255) =>
  applyDecorators(
    trim,
    IsString({ message: 'Укажите название' }),
    IsNotEmpty({ message: 'Укажите название' }),
    MaxLength(max, { message: tooLong(max) }),
  );

/** A finite number with at most two digits after the point, whatever notation it arrived in. */
export function hasAtMostKopecks(value: unknown): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false;
  // n / 100 is correctly rounded, so it is the very double a literal like 0.29 parses to, while
  // the float noise of value * 100 (28.999999999999996) rounds away.
  return Math.round(value * 100) / 100 === value;
}

export const MAX_PRICE = 10_000_000;

/** Money: a number of roubles or manats, not negative, kopecks at most. */
export const IsMoney = () =>
  applyDecorators(
    // Not IsNumber's maxDecimalPlaces: it reads String(value) and throws on exponent forms (1e-7).
    ValidateBy(
      {
        name: 'isMoney',
        validator: { validate: (value: unknown) => hasAtMostKopecks(value) },
      },
      { message: 'Цена должна быть числом, не более двух знаков после запятой' },
    ),
    Min(0, { message: 'Цена не может быть отрицательной' }),
    Max(MAX_PRICE, { message: 'Цена не должна превышать 10 000 000' }),
  );

/**
 * An optional, nullable link: an absolute http(s) address or a site path such as /uploads/images/….
 * Other schemes (javascript:, data:) and protocol-relative //host addresses are refused; null or
 * blank clears the link.
 */
export const IsUrlOrPath = (max = 1000) =>
  applyDecorators(
    trimBlankToNull,
    IsOptionalNullable(),
    IsString({ message: 'Укажите ссылку (https://…) или путь, начинающийся с /' }),
    MaxLength(max, { message: tooLong(max) }),
    Matches(/^(https?:\/\/[^\s/]+\S*|\/(?!\/)\S*)$/i, {
      message: 'Укажите ссылку (https://…) или путь, начинающийся с /',
    }),
  );

/**
 * An integer query parameter written in plain decimal digits ('0x10', '1e3', '1.5', 'Infinity' and
 * repeated parameters are refused, not read as some other number), within [min, max]. One message
 * for every failure, or one per kind.
 */
export const IsQueryInteger = (
  min: number,
  max: number,
  message: string | { integer: string; min: string; max: string },
) => {
  const messages =
    typeof message === 'string' ? { integer: message, min: message, max: message } : message;
  return applyDecorators(
    Transform(({ value }) =>
      typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : Number.NaN,
    ),
    IsInt({ message: messages.integer }),
    Min(min, { message: messages.min }),
    Max(max, { message: messages.max }),
  );
};

/** A list of distinct positive integer ids, e.g. tag_ids or webinar_ids. */
export const IsIdList = (options: { notEmpty?: boolean } = {}) =>
  applyDecorators(
    IsArray({ message: 'Ожидается список идентификаторов' }),
    IsInt({ each: true, message: 'Идентификаторы должны быть целыми числами' }),
    Min(1, { each: true, message: 'Идентификаторы должны быть целыми числами' }),
    Max(MAX_INT4, { each: true, message: 'Идентификаторы должны быть целыми числами' }),
    ArrayUnique({ message: 'Идентификаторы не должны повторяться' }),
    ArrayMaxSize(1000, { message: 'Слишком длинный список' }),
    ...(options.notEmpty ? [ArrayNotEmpty({ message: 'Список не должен быть пустым' })] : []),
  );

const dateTimeMessage = 'Дата должна быть в формате ISO 8601, например 2026-11-20T00:00:00Z';

/**
 * An ISO 8601 date-time with a four-digit year, e.g. 2026-11-20T00:00:00Z. A signed year
 * (+2026-…) passes the ISO check but is no date JavaScript can read.
 */
export const IsDateTime = () =>
  applyDecorators(
    Matches(/^\d{4}-/, { message: dateTimeMessage }),
    IsISO8601({ strict: true, strictSeparator: true }, { message: dateTimeMessage }),
  );

/**
 * The decorated date-time must be later than the one in `property` of the same object (with
 * `orSame`, not earlier: a period whose ends are the same day).
 */
export function IsLaterThan(property: string, message: string, { orSame = false } = {}) {
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
          return (
            Number.isNaN(later) ||
            Number.isNaN(earlier) ||
            later > earlier ||
            (orSame && later === earlier)
          );
        },
      },
    });
}

/**
 * An optional yes/no filter of a list: `true` or `false` in the query string (absent: no filter).
 * Any other text, '1' included, is refused rather than guessed at.
 */
export const IsQueryBoolean = (field: string) =>
  applyDecorators(
    IsOptionalNotNull(),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean({ message: `${field}: true или false` }),
  );
