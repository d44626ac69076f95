import { z } from 'zod';
import type { Schemas } from '@course-shop/api-client';
import { matchesApi } from '@/lib/api-contract';

/** The public content the about, reviews and competence pages show, checked on every answer. */
export const feedbackSchema = matchesApi<Schemas['FeedbackDto']>()(
  z.object({
    id: z.number(),
    author: z.string(),
    title: z.string(),
    video_url: z.string(),
    image: z.string().nullable(),
    description: z.string().nullable(),
    sort: z.number(),
  }),
);

export const certificateSchema = matchesApi<Schemas['CertificateDto']>()(
  z.object({
    id: z.number(),
    title: z.string(),
    description: z.string().nullable(),
    image: z.string().nullable(),
    issued_at: z.string().nullable(),
    sort: z.number(),
  }),
);

export const messageSchema = matchesApi<Schemas['MessageDto']>()(
  z.object({ id: z.number(), author: z.string(), text: z.string(), created_at: z.string() }),
);

export const competenceSchema = matchesApi<Schemas['CompetenceDto']>()(
  z.object({
    id: z.number(),
    title: z.string(),
    short_description: z.string(),
    description: z.array(z.string()),
    image: z.string().nullable(),
    sort: z.number(),
  }),
);
