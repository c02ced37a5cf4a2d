// `npm run bench -- --peers=...`: other implementations of a shop ("peers": a React + Module Federation
// shop and a server-rendered one without a framework, each served gzipped on this machine) audited in the same
// Lighthouse rounds as our pages, each right after the reference page like ours, and compared with ours.
//
//   --peers=mf=http://127.0.0.1:3155/|/product/AU-01,ssr=http://127.0.0.1:3156/|/product/AU-01
//
// Each peer is `name=<home URL>[|<product path or URL>]`; a path is taken against the home URL's origin. The
// comparison holds our goals against them: our TBT below the peer named `mf`'s, our score within 2 points of the peer
// named `ssr`'s. Other names are measured and printed without a goal.

/** The pages a peer can have, by our bench's page names. */
export const PEER_PAGES = ['home', 'product'] as const;
export type PeerPage = (typeof PEER_PAGES)[number];

export interface Peer {
  name: string;
  urls: Partial<Record<PeerPage, string>>;
}

/** Our score may be at most this many points below the server-rendered peer's. */
export const SCORE_MARGIN = 2;

const NAME = /^[a-z][a-z0-9-]*$/;

function httpUrl(value: string, what: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`--peers: ${what}: not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`--peers: ${what}: not http(s): ${value}`);
  return url;
}

/** Parses `--peers=` (without the flag): comma-separated `name=<home URL>[|<product path or URL>]`. */
export function parsePeers(value: string): Peer[] {
  const peers: Peer[] = [];
  for (const entry of value.split(',').map((e) => e.trim())) {
    if (!entry) continue;
    const eq = entry.indexOf('=');
    if (eq <= 0) throw new Error(`--peers: expected name=<home URL>[|<product path>], got ${entry}`);
    const name = entry.slice(0, eq).trim();
    if (!NAME.test(name)) throw new Error(`--peers: a name is lower-case letters, digits and dashes: ${name}`);
    if (peers.some((p) => p.name === name)) throw new Error(`--peers: ${name} given twice`);
    const [homePart, productPart, ...rest] = entry.slice(eq + 1).split('|');
    if (rest.length) throw new Error(`--peers: ${name}: at most a home URL and a product path`);
    const home = httpUrl(homePart!.trim(), `${name} home`);
    const urls: Peer['urls'] = { home: home.href };
    const product = productPart?.trim();
    if (product) urls.product = httpUrl(new URL(product, home.origin).href, `${name} product`).href;
    peers.push({ name, urls });
  }
  if (!peers.length) throw new Error('--peers: no peer given');
  return peers;
}

/** The key of a peer's page among the audited pages (ours are `home`, `product`, ...). */
export const peerKey = (peer: string, page: string) => `${peer}:${page}`;
export const isPeerKey = (key: string) => key.includes(':');
/** `mf:home` -> `home`; `home` -> `home`. */
export const pageOfKey = (key: string) => key.slice(key.indexOf(':') + 1);

/**
 * Our chosen pages with each peer's same page right after ours, so every round audits ours and the peers' in
 * turn, each after the reference page (the order of the Lighthouse rounds follows this record's order).
 */
export function withPeerPages<T>(ours: Record<string, T>, peers: Peer[], make: (url: string) => T): Record<string, T> {
  const out: Record<string, T> = {};
  for (const [name, page] of Object.entries(ours)) {
    out[name] = page;
    for (const peer of peers) {
      const url = peer.urls[name as PeerPage];
      if (url) out[peerKey(peer.name, name)] = make(url);
    }
  }
  return out;
}

export interface Figures {
  score: number;
  tbtMs: number;
  lcpMs: number;
}

export interface Comparison {
  page: string;
  peer: string;
  goal: 'tbt-below' | 'score-within' | null;
  ok: boolean | null;
  line: string;
}

const round = (value: number) => Math.round(value);

/**
 * Per page and peer: our median figures against the peer's (same rounds), and our goal for that peer:
 * `mf`: our TBT below its TBT; `ssr`: our score at least its score minus SCORE_MARGIN.
 */
export function comparePeers(medians: Record<string, Figures>, peers: Peer[]): Comparison[] {
  const out: Comparison[] = [];
  for (const page of PEER_PAGES) {
    const ours = medians[page];
    if (!ours) continue;
    for (const peer of peers) {
      const theirs = medians[peerKey(peer.name, page)];
      if (!theirs) continue;
      const figures =
        `ours score ${ours.score}, TBT ${round(ours.tbtMs)} ms, LCP ${(ours.lcpMs / 1000).toFixed(2)} s; ` +
        `${peer.name} score ${theirs.score}, TBT ${round(theirs.tbtMs)} ms, LCP ${(theirs.lcpMs / 1000).toFixed(2)} s`;
      if (peer.name === 'mf') {
        const ok = round(ours.tbtMs) < round(theirs.tbtMs);
        out.push({
          page,
          peer: peer.name,
          goal: 'tbt-below',
          ok,
          line: `${page} vs ${peer.name}: TBT ${round(ours.tbtMs)} ms vs ${round(theirs.tbtMs)} ms (goal: below) ${ok ? 'PASS' : 'FAIL'}; ${figures}`,
        });
      } else if (peer.name === 'ssr') {
        const ok = ours.score >= theirs.score - SCORE_MARGIN;
        const diff = ours.score - theirs.score;
        out.push({
          page,
          peer: peer.name,
          goal: 'score-within',
          ok,
          line: `${page} vs ${peer.name}: score ${ours.score} vs ${theirs.score} (${diff >= 0 ? '+' : ''}${diff}; goal: within ${SCORE_MARGIN}) ${ok ? 'PASS' : 'FAIL'}; ${figures}`,
        });
      } else {
        out.push({ page, peer: peer.name, goal: null, ok: null, line: `${page} vs ${peer.name}: ${figures}` });
      }
    }
  }
  return out;
}
