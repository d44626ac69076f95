import { z } from 'zod';
import type { Lesson } from '@/lib/school-schema';
import type { CreateLessonBody } from '../api/requests';
import { filledText, freeText, optionalUrl, urlOrNull } from './form-rules';

/** The API's bounds on a lesson. */
export const LESSON_TITLE_MAX = 255;
export const LESSON_TEXT_MAX = 50_000;

export const lessonFormSchema = z.object({
  title: filledText(LESSON_TITLE_MAX),
  text: freeText(LESSON_TEXT_MAX),
  video_url: optionalUrl,
});
export type LessonFormValues = z.infer<typeof lessonFormSchema>;

export const emptyLessonForm: LessonFormValues = { title: '', text: '', video_url: '' };

export const lessonToForm = (lesson: Lesson): LessonFormValues => ({
  title: lesson.title,
  text: lesson.text,
  video_url: lesson.video_url ?? '',
});

/** Create and update alike; the place is changed with the move buttons, never here. */
export const lessonFormToBody = (values: LessonFormValues): CreateLessonBody => ({
  title: values.title,
  text: values.text,
  video_url: urlOrNull(values.video_url),
});
