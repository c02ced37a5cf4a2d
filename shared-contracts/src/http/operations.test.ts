import { requestIdFrom } from './operations';

describe('requestIdFrom', () => {
  it('takes ids a log line can carry as they are', () => {
    expect(requestIdFrom('3f6c2a1e-8d4b-4a7e-9c1d-0b2e4f6a8c0d')).toBe('3f6c2a1e-8d4b-4a7e-9c1d-0b2e4f6a8c0d');
    expect(requestIdFrom(['req-1', 'req-2'])).toBe('req-1');
  });

  it('refuses missing, empty, long and forged ids', () => {
    expect(requestIdFrom(undefined)).toBeNull();
    expect(requestIdFrom('')).toBeNull();
    expect(requestIdFrom('x'.repeat(129))).toBeNull();
    expect(requestIdFrom('abc\n{"level":60}')).toBeNull();
    expect(requestIdFrom('a b')).toBeNull();
  });
});
