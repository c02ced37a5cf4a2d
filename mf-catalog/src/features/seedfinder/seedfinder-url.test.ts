import { answersFromQuery, answersToQuery, firstOpenStep, isComplete } from './seedfinder-url';

describe('Seedfinder answers <-> share link', () => {
  const full =
    'experience=beginner&place=indoor&space=small&climate=temperate&flowering=autoflower&effect=relax&cannabinoids=high_thc&priority=yield';

  it('reads every known answer, leaves out unknown questions and options, and writes them back in question order', () => {
    const answers = answersFromQuery(new URLSearchParams(`priority=yield&place=moon&utm=x&experience=beginner`));
    expect(answers).toEqual({ experience: 'beginner', priority: 'yield' });
    expect(answersToQuery(answers)).toBe('experience=beginner&priority=yield');
    expect(answersToQuery(answersFromQuery(new URLSearchParams(full)))).toBe(full);
  });

  it('knows when every question is answered and which one is open first', () => {
    expect(isComplete(answersFromQuery(new URLSearchParams(full)))).toBe(true);
    expect(firstOpenStep(answersFromQuery(new URLSearchParams(full)))).toBe(8);
    expect(isComplete({ experience: 'beginner' })).toBe(false);
    expect(firstOpenStep({ experience: 'beginner', space: 'small' })).toBe(1);
    expect(firstOpenStep({})).toBe(0);
  });
});
