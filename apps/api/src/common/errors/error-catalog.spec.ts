import { AppError } from './app-error.js';
import {
  declareErrorCodes,
  declaredErrorCodes,
  describeErrorCodes,
  errorCodeDefinition,
} from './error-catalog.js';

describe('the error catalogue', () => {
  const codes = declareErrorCodes({
    SPEC_ITEM_IN_USE: { status: 409, meaning: 'Still in use' },
    SPEC_ITEM_MISSING: { status: 404, meaning: 'No such item' },
  });

  it('answers each declared code by its name, and gives an AppError its status', () => {
    expect(codes.SPEC_ITEM_IN_USE).toBe('SPEC_ITEM_IN_USE');
    const error = new AppError(codes.SPEC_ITEM_IN_USE, 'Нельзя удалить');
    expect(error.getStatus()).toBe(409);
    expect(error.toBody()).toEqual({
      statusCode: 409,
      code: 'SPEC_ITEM_IN_USE',
      message: 'Нельзя удалить',
    });
  });

  it('holds the generic codes beside the declared ones', () => {
    expect(errorCodeDefinition('VALIDATION_FAILED').status).toBe(400);
    expect(declaredErrorCodes()).toEqual(
      expect.arrayContaining(['VALIDATION_FAILED', 'SPEC_ITEM_IN_USE', 'SPEC_ITEM_MISSING']),
    );
  });

  it('lists codes by status, then by name, whatever the order they were declared in', () => {
    const listed = declaredErrorCodes();
    const statuses = listed.map((code) => errorCodeDefinition(code).status);
    expect(statuses).toEqual([...statuses].sort((a, b) => a - b));
    expect(listed.indexOf('CONFLICT')).toBeLessThan(listed.indexOf('SPEC_ITEM_IN_USE'));
    expect(listed.indexOf('SPEC_ITEM_MISSING')).toBeLessThan(listed.indexOf('SPEC_ITEM_IN_USE'));
  });

  it('describes codes one per line with their status and meaning', () => {
    expect(describeErrorCodes(['SPEC_ITEM_MISSING', 'SPEC_ITEM_IN_USE'])).toBe(
      '- SPEC_ITEM_MISSING (404): No such item\n- SPEC_ITEM_IN_USE (409): Still in use',
    );
  });

  it('accepts the same declaration twice but not a code with another meaning', () => {
    expect(() =>
      declareErrorCodes({ SPEC_ITEM_MISSING: { status: 404, meaning: 'No such item' } }),
    ).not.toThrow();
    expect(() =>
      declareErrorCodes({ SPEC_ITEM_MISSING: { status: 410, meaning: 'Gone' } }),
    ).toThrow('SPEC_ITEM_MISSING');
  });

  it('refuses a code nobody declared', () => {
    expect(() => errorCodeDefinition('SPEC_NEVER_DECLARED')).toThrow('SPEC_NEVER_DECLARED');
  });
});
