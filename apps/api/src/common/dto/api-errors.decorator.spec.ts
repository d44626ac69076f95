import { DECORATORS } from '@nestjs/swagger';
import { declareErrorCodes } from '../errors/error-catalog.js';
import { ApiErrors } from './api-errors.decorator.js';

const SpecCodes = declareErrorCodes({
  SPEC_COURSE_MISSING: { status: 404, meaning: 'No such course' },
  SPEC_COURSE_HAS_LEARNERS: { status: 409, meaning: 'Learners have access' },
});

/** The error responses ApiErrors documents on a route, by status. */
function documented(...errors: Parameters<typeof ApiErrors>) {
  class Controller {
    route() {}
  }
  const descriptor = Object.getOwnPropertyDescriptor(Controller.prototype, 'route')!;
  ApiErrors(...errors)(Controller.prototype, 'route', descriptor);
  return Reflect.getMetadata(DECORATORS.API_RESPONSE, descriptor.value) as Record<
    string,
    { description: string }
  >;
}

describe('ApiErrors', () => {
  it('documents a bare status with its generic codes', () => {
    const responses = documented(400);
    expect(Object.keys(responses)).toEqual(['400']);
    expect(responses['400']!.description).toMatch(/^- VALIDATION_FAILED: .+\n- BAD_REQUEST: .+$/);
  });

  it('files each module code under its own status, with what it means', () => {
    const responses = documented(
      400,
      SpecCodes.SPEC_COURSE_MISSING,
      SpecCodes.SPEC_COURSE_HAS_LEARNERS,
    );
    expect(Object.keys(responses).sort()).toEqual(['400', '404', '409']);
    expect(responses['404']!.description).toBe('- SPEC_COURSE_MISSING: No such course');
    expect(responses['409']!.description).toBe('- SPEC_COURSE_HAS_LEARNERS: Learners have access');
  });

  it('lists a generic and a module code of the same status together', () => {
    const responses = documented(409, SpecCodes.SPEC_COURSE_HAS_LEARNERS);
    expect(responses['409']!.description).toContain('- CONFLICT: ');
    expect(responses['409']!.description).toContain('- SPEC_COURSE_HAS_LEARNERS: ');
  });
});
