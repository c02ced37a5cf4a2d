import { minutesOf } from './canary-controller';

// The api keeps field figures per clock minute and answers "the last N minutes, the current one included".
describe('the minutes a canary is judged on', () => {
  const at = (time: string) => new Date(`2026-01-01T${time}Z`);

  it('include the minute the canary started in, even less than a minute ago', () => {
    // 20 s after a start at 12:00:50: the shoppers' views of 12:00 count (elapsed time alone says 1 minute).
    expect(minutesOf('2026-01-01T12:00:50Z', at('12:01:10'), 10)).toBe(2);
    expect(minutesOf('2026-01-01T12:00:10Z', at('12:00:50'), 10)).toBe(1);
    expect(minutesOf('2026-01-01T12:00:00Z', at('12:03:00'), 10)).toBe(4);
  });

  it('stop at the window, and are one minute for a start not yet reached or unreadable', () => {
    expect(minutesOf('2026-01-01T09:00:00Z', at('12:00:30'), 10)).toBe(10);
    expect(minutesOf('2026-01-01T12:05:00Z', at('12:00:30'), 10)).toBe(1);
    expect(minutesOf('not a date', at('12:00:30'), 10)).toBe(1);
  });
});
