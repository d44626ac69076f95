import { dropDatabase } from '../../../../scripts/lib/postgres.mjs';

const stateKey = Symbol.for('course-shop.test-harness');

export default async function globalTeardown() {
  const state = globalThis[stateKey];
  if (!state) return;
  await dropDatabase(state.adminUrl, state.name);
  await state.stop?.();
}
