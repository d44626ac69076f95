import type { Mock } from 'vitest';

/**
 * Holds every request of `method` made through the stubbed fetch until `release` is called, so a
 * test can see the saving state (spinning button, nothing sent twice) before the answer comes.
 */
export function holdRequests(fetchMock: Mock<typeof fetch>, method: string) {
  const answer = fetchMock.getMockImplementation();
  if (!answer) throw new Error('stubFetch first');
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  fetchMock.mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (request.method === method) await gate;
    return answer(request);
  });
  return { release };
}
