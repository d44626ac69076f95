import type { ApiOperation, Schema } from '../openapi-operations.js';
import { FORM_TYPE } from '../operation-request.js';
import { toPlainText } from './json-text.js';

/** The fuzzer's own school rows, so school requests get past the lookups to the rules behind them. */
export interface SchoolTargets {
  schoolId: number;
  /** On sale; the fuzzer's learner studies in its school. */
  tariffId: number;
  /** What admins' fuzzed changes land on, with one lesson and one question of its own. */
  exerciseId: number;
  lessonId: number;
  questionId: number;
  /** The open exercise (one question) the fuzzer's learner sends answers to. */
  answering: { exerciseId: number; questionId: number };
  /** Under review, of the fuzzer's user: admins' verdicts land on it. */
  attemptId: number;
  /** The fuzzer's learner's own, in a reviewed attempt: it may delete it. */
  answerId: number;
}

/** Existing rows the fuzzer aims at, so malformed input reaches code past the "not found" check. */
export interface FuzzTargets {
  webinarId: number;
  kitId: number;
  certificateId: number;
  competenceId: number;
  /** A user made for the fuzzer alone: admins' fuzzed changes land on it. */
  userId: number;
  /** A pending payment of the fuzzer's learner. */
  paymentId: number;
  school: SchoolTargets;
}

/** A well-formed request the fuzzer breaks one piece at a time. */
export interface BaseRequest {
  /** Path parameter values, URL-encoded. */
  path: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, when the operation takes one. */
  json?: Record<string, unknown>;
  /** The form fields, when the operation takes a urlencoded form. */
  form?: Record<string, string>;
  /** The operation takes a multipart upload. */
  multipart: boolean;
}

/** The school's resources by path and the target each names (before '/users': attempts' paths hold it). */
const SCHOOL_PATHS: [string, (school: SchoolTargets) => number][] = [
  ['/school/admin/users/attempts/', (school) => school.attemptId],
  ['/school/user/answers/', (school) => school.answerId],
  ['/school/admin/tariffs/', (school) => school.tariffId],
  ['/school/admin/exercises/', (school) => school.exerciseId],
  ['/school/admin/lessons/', (school) => school.lessonId],
  ['/school/admin/questions/', (school) => school.questionId],
];

/** The id of the fuzz target a path is about, judged by the resource it names. */
function idForPath(path: string, targets: FuzzTargets): number {
  const school = SCHOOL_PATHS.find(([prefix]) => path.includes(prefix));
  if (school) return school[1](targets.school);
  if (path.includes('/payments')) return targets.paymentId;
  if (path.includes('/certificates')) return targets.certificateId;
  if (path.includes('/kits')) return targets.kitId;
  if (path.includes('/competencies')) return targets.competenceId;
  if (path.includes('/users')) return targets.userId;
  return targets.webinarId;
}

/**
 * The id a body or query field names, judged by its name (and, for a new order's `ids`, by the
 * list the path orders); a field naming nothing in particular gets the webinar.
 */
function idForField(name: string, path: string, targets: FuzzTargets): number {
  const { school } = targets;
  const byName: Record<string, number> = {
    school_id: school.schoolId,
    tariff_id: school.tariffId,
    exercise_id: school.answering.exerciseId,
    question_id: school.answering.questionId,
    lesson_id: school.lessonId,
    user_id: targets.userId,
  };
  if (name === 'ids' && path.endsWith('/lessons/order')) return school.lessonId;
  if (name === 'ids' && path.endsWith('/questions/order')) return school.questionId;
  return byName[name] ?? targets.webinarId;
}

const ID_FIELD = /(^|_)ids?$/;

/** A plausible value for a schema: its example, else its default, else something of its type. */
export function exampleOf(schema: Schema, name: string, idOf: (name: string) => number): unknown {
  if (ID_FIELD.test(name)) return schema.type === 'array' ? [idOf(name)] : idOf(name);
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) return exampleOf(schema.allOf[0]!, name, idOf);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          exampleOf(property, key, idOf),
        ]),
      );
    case 'array':
      return schema.items ? [exampleOf(schema.items, name, idOf)] : [];
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    default:
      return 'Текст';
  }
}

export function baseRequest(operation: ApiOperation, targets: FuzzTargets): BaseRequest {
  const id = String(idForPath(operation.path, targets));
  const idOf = (name: string) => idForField(name, operation.path, targets);
  const bodyOf = (contentType: string) =>
    operation.body?.contentType === contentType
      ? (exampleOf(operation.body.schema, '', idOf) as Record<string, unknown>)
      : undefined;
  const json = bodyOf('application/json');
  const form = bodyOf(FORM_TYPE);
  return {
    path: Object.fromEntries(operation.pathParameters.map((name) => [name, id])),
    query: Object.fromEntries(
      operation.queryParameters.map((parameter) => [
        parameter.name,
        String(exampleOf(parameter.schema, parameter.name, idOf)),
      ]),
    ),
    json,
    form:
      form &&
      Object.fromEntries(Object.entries(form).map(([name, value]) => [name, toPlainText(value)])),
    multipart: operation.body?.contentType === 'multipart/form-data',
  };
}
