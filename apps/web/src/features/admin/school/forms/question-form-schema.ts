import { z } from 'zod';
import { filledText } from './form-rules';

/** The API's bound on a question. */
export const QUESTION_TEXT_MAX = 5000;

export const questionFormSchema = z.object({ text: filledText(QUESTION_TEXT_MAX) });
export type QuestionFormValues = z.infer<typeof questionFormSchema>;
