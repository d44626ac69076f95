import { z } from 'zod';
import { endOfDay } from '../shared/dates';
import { expiryDateRule } from './date-rules';
import type { SetWebinarsBody } from './api/user-webinars';
import type { UserWebinarAccess } from './schemas';

export const REASON_MAX_LENGTH = 1000;

/** An end of access: from tomorrow to 10 years ahead; '' keeps the default. */
export const expiryRule = () =>
  expiryDateRule({
    invalid: 'webinars.validation.expiresInvalid',
    tooEarly: 'webinars.validation.expiresPast',
    tooLate: 'webinars.validation.expiresTooFar',
  });

export const reasonRule = () =>
  z.string().trim().max(REASON_MAX_LENGTH, 'webinars.validation.reasonTooLong');

export const grantSchema = z.object({
  webinar_id: z.string().min(1, 'webinars.validation.webinarRequired'),
  expires: expiryRule(),
  reason: reasonRule(),
});

export type GrantValues = z.infer<typeof grantSchema>;

/** The courses the user keeps, by id: left without a date, each keeps its current end of access. */
const kept = (owned: UserWebinarAccess[], except: number) =>
  owned.filter((webinar) => webinar.id !== except).map((webinar) => ({ id: webinar.id }));

/** Grants a course (or moves an owned one's end of access), keeping every other course as is. */
export function grantBody(owned: UserWebinarAccess[], values: GrantValues): SetWebinarsBody {
  const id = Number(values.webinar_id);
  return {
    webinars: [
      ...kept(owned, id),
      values.expires ? { id, expires_at: endOfDay(values.expires) } : { id },
    ],
    reason: values.reason || null,
  };
}

/** Takes one course away, keeping the others as they are. */
export function revokeBody(
  owned: UserWebinarAccess[],
  id: number,
  reason: string,
): SetWebinarsBody {
  return { webinars: kept(owned, id), reason: reason.trim() || null };
}
