import { decideNavigation } from './navigation-rules';

const RULES = [
  { from: '/shop', to: '/collections', status: 301 as const },
  { from: '/cbd-seeds', to: '/collections/high-cbd?utm=rule', status: 302 as const },
  { from: '/partner', to: 'https://partner.example/seeds', status: 302 as const },
  { from: '/de/über-uns', to: '/de/unsere-geschichte', status: 301 as const },
];

describe('rules of every navigation inside the page (spec 2.3)', () => {
  it('hands renew=true to the edge as a full page request', () => {
    expect(decideNavigation('/collections', '?sort=name&renew=true', RULES)).toEqual({
      kind: 'reload',
      href: '/collections?sort=name&renew=true',
    });
    expect(decideNavigation('/collections', '?renew=false', RULES)).toEqual({ kind: 'stay' });
  });

  it('removes a trailing slash, keeping the query, but not from the root', () => {
    expect(decideNavigation('/collections/high-thc/', '?page=2', RULES)).toEqual({
      kind: 'replace',
      to: '/collections/high-thc?page=2',
    });
    expect(decideNavigation('/', '', RULES)).toEqual({ kind: 'stay' });
  });

  it("follows the server's route rules: inside the page for own paths, by loading for other sites", () => {
    expect(decideNavigation('/shop', '?a_aid=3', RULES)).toEqual({ kind: 'replace', to: '/collections?a_aid=3' });
    expect(decideNavigation('/cbd-seeds', '?x=1', RULES)).toEqual({
      kind: 'replace',
      to: '/collections/high-cbd?utm=rule',
    });
    expect(decideNavigation('/partner', '', RULES)).toEqual({ kind: 'reload', href: 'https://partner.example/seeds' });
    expect(decideNavigation('/de/%C3%BCber-uns', '', RULES)).toEqual({ kind: 'replace', to: '/de/unsere-geschichte' });
    expect(decideNavigation('/collections', '', RULES)).toEqual({ kind: 'stay' });
  });
});
