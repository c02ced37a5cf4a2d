import { describe, expect, it } from '@jest/globals';
import { comparePeers, parsePeers, peerKey, withPeerPages, type Figures } from './peers';

describe('parsePeers', () => {
  it('reads name=home|product pairs, the product path against the home origin', () => {
    expect(
      parsePeers('mf=http://127.0.0.1:3155/|/product/AU-01, ssr=http://127.0.0.1:3156/shop/|http://127.0.0.1:3157/p/1'),
    ).toEqual([
      { name: 'mf', urls: { home: 'http://127.0.0.1:3155/', product: 'http://127.0.0.1:3155/product/AU-01' } },
      { name: 'ssr', urls: { home: 'http://127.0.0.1:3156/shop/', product: 'http://127.0.0.1:3157/p/1' } },
    ]);
  });

  it('takes a peer with a home page only', () => {
    expect(parsePeers('ssr=http://127.0.0.1:3156')).toEqual([
      { name: 'ssr', urls: { home: 'http://127.0.0.1:3156/' } },
    ]);
  });

  it.each([
    ['', /no peer given/],
    ['http://127.0.0.1:3155/', /expected name=/],
    ['MF=http://127.0.0.1:3155/', /lower-case/],
    ['mf=ftp://127.0.0.1:3155/', /not http/],
    ['mf=not a url', /not a URL/],
    ['mf=http://a/,mf=http://b/', /given twice/],
    ['mf=http://a/|/p|/q', /at most/],
  ])('refuses %p', (value, message) => {
    expect(() => parsePeers(value)).toThrow(message);
  });
});

describe('withPeerPages', () => {
  it('puts each peer page right after ours, only for pages the peer has', () => {
    const peers = parsePeers('mf=http://m/|/p/1,ssr=http://s/');
    const pages = withPeerPages({ home: 'H', listing: 'L', product: 'P' }, peers, (url) => `peer ${url}`);
    expect(Object.entries(pages)).toEqual([
      ['home', 'H'],
      [peerKey('mf', 'home'), 'peer http://m/'],
      [peerKey('ssr', 'home'), 'peer http://s/'],
      ['listing', 'L'],
      ['product', 'P'],
      [peerKey('mf', 'product'), 'peer http://m/p/1'],
    ]);
  });
});

describe('comparePeers', () => {
  const fig = (score: number, tbtMs: number, lcpMs = 1500): Figures => ({ score, tbtMs, lcpMs });
  const peers = parsePeers('mf=http://m/|/p,ssr=http://s/|/p,other=http://o/');

  it('holds our TBT below the mf peer and our score within 2 of the ssr peer', () => {
    const result = comparePeers(
      {
        home: fig(97, 120),
        'mf:home': fig(78, 316),
        'ssr:home': fig(99, 0),
        'other:home': fig(90, 50),
        product: fig(90, 400),
        'mf:product': fig(75, 334),
        'ssr:product': fig(99, 0),
      },
      peers,
    );
    expect(result.map(({ page, peer, goal, ok }) => ({ page, peer, goal, ok }))).toEqual([
      { page: 'home', peer: 'mf', goal: 'tbt-below', ok: true },
      { page: 'home', peer: 'ssr', goal: 'score-within', ok: true },
      { page: 'home', peer: 'other', goal: null, ok: null },
      { page: 'product', peer: 'mf', goal: 'tbt-below', ok: false },
      { page: 'product', peer: 'ssr', goal: 'score-within', ok: false },
    ]);
    expect(result[0]!.line).toBe(
      'home vs mf: TBT 120 ms vs 316 ms (goal: below) PASS; ours score 97, TBT 120 ms, LCP 1.50 s; mf score 78, TBT 316 ms, LCP 1.50 s',
    );
    expect(result[1]!.line).toMatch(/^home vs ssr: score 97 vs 99 \(-2; goal: within 2\) PASS; /);
    expect(result[4]!.line).toMatch(/^product vs ssr: score 90 vs 99 \(-9; goal: within 2\) FAIL; /);
  });

  it('counts an equal TBT as not below, and skips pages we did not audit', () => {
    const result = comparePeers({ home: fig(99, 30), 'mf:home': fig(80, 30), 'mf:product': fig(80, 300) }, peers);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ page: 'home', peer: 'mf', ok: false });
  });
});
