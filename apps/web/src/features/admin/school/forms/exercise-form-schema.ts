import { z } from 'zod';
import type { CreateExerciseBody } from '../api/requests';
import type { Exercise } from '../schemas';
import { isLocalInputValue, isoToLocalInput, localInputToIso } from './date-time';
import {
  filledText,
  formMessages,
  freeText,
  optionalSort,
  optionalUrl,
  pickedId,
  sortOrUndefined,
  URL_MAX_LENGTH,
  urlOrNull,
} from './form-rules';

/** The API's bounds on an exercise. */
export const EXERCISE_TITLE_MAX = 255;
export const EXERCISE_DESCRIPTION_MAX = 20_000;
export const VIDEO_URLS_MAX = 50;
export const PROPERTIES_JSON_MAX = 20_000;

/** The video links field holds one link per line; blank lines are ignored. */
export const splitLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const VIDEO_URL = /^https?:\/\/[^\s/]+\S*$/i;

/** The properties field: '' (an empty object) or a JSON object within the API's bound. */
export function parseProperties(text: string): Record<string, unknown> | null {
  if (text.trim() === '') return {};
  try {
    const value: unknown = JSON.parse(text);
    const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
    return isObject && JSON.stringify(value).length <= PROPERTIES_JSON_MAX
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export const exerciseFormSchema = z.object({
  school_id: pickedId(formMessages.schoolRequired),
  title: filledText(EXERCISE_TITLE_MAX),
  description: freeText(EXERCISE_DESCRIPTION_MAX),
  url: optionalUrl,
  video_urls: z
    .string()
    .refine(
      (text) =>
        splitLines(text).length <= VIDEO_URLS_MAX &&
        splitLines(text).every((line) => line.length <= URL_MAX_LENGTH && VIDEO_URL.test(line)),
      formMessages.videoUrls,
    ),
  properties: z.string().refine((text) => parseProperties(text) !== null, formMessages.properties),
  activate_at: z.string().refine(isLocalInputValue, formMessages.dateTime),
  sort: optionalSort,
});
export type ExerciseFormValues = z.infer<typeof exerciseFormSchema>;

export const emptyExerciseForm = (schoolId: number | undefined): ExerciseFormValues => ({
  school_id: schoolId ? String(schoolId) : '',
  title: '',
  description: '',
  url: '',
  video_urls: '',
  properties: '',
  activate_at: '',
  sort: '',
});

export const exerciseToForm = (exercise: Exercise): ExerciseFormValues => ({
  school_id: String(exercise.school_id),
  title: exercise.title,
  description: exercise.description,
  url: exercise.url ?? '',
  video_urls: (exercise.video_urls ?? []).join('\n'),
  properties:
    Object.keys(exercise.properties).length === 0
      ? ''
      : JSON.stringify(exercise.properties, null, 2),
  activate_at: isoToLocalInput(exercise.activate_at),
  sort: String(exercise.sort),
});

/** The body of a create and of an update alike: every field is sent, blanks as null or {}. */
export function exerciseFormToBody(values: ExerciseFormValues): CreateExerciseBody {
  const videos = splitLines(values.video_urls);
  return {
    school_id: Number(values.school_id),
    title: values.title,
    description: values.description,
    url: urlOrNull(values.url),
    video_urls: videos.length ? videos : null,
    properties: parseProperties(values.properties) ?? {},
    activate_at: localInputToIso(values.activate_at),
    sort: sortOrUndefined(values.sort),
  };
}
