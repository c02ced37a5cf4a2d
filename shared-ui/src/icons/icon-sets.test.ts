import { createIconLoader, sanitizeSvgBody } from './icon-sets';

describe('icon sets', () => {
  it('asks the service once per prefix for all icons requested together', async () => {
    const urls: string[] = [];
    const load = createIconLoader('https://icons.example.test/', async (url) => {
      urls.push(url);
      return {
        width: 24,
        height: 24,
        icons: { fire: { body: '<path d="M1 2h3"/>' }, leaf: { body: '<circle cx="3" cy="3" r="2"/>' } },
      };
    });
    const [fire, leaf, again] = await Promise.all([load('mdi:fire'), load('mdi:leaf'), load('mdi:fire')]);
    expect(urls).toEqual(['https://icons.example.test/mdi.json?icons=fire,leaf']);
    expect(fire).toEqual({ body: '<path d="M1 2h3"></path>', width: 24, height: 24 });
    expect(leaf?.body).toBe('<circle cx="3" cy="3" r="2"></circle>');
    expect(again).toBe(fire);
  });

  it('answers null for unknown icons, bad names and a failing service', async () => {
    const failing = createIconLoader('https://icons.example.test', async () => {
      throw new Error('offline');
    });
    expect(await failing('mdi:fire')).toBeNull();
    const empty = createIconLoader('https://icons.example.test', async () => ({ icons: {} }));
    expect(await empty('mdi:nothing')).toBeNull();
    expect(await empty('no-prefix')).toBeNull();
  });

  it("strips scripts, handlers and links from a third party's SVG", () => {
    const dirty =
      '<path d="M0 0" onload="alert(1)"/><script>alert(2)</script><a href="javascript:alert(3)"><rect width="2" height="2"/></a><g fill="url(#x)"><line x1="0" x2="1" y1="0" y2="1"/></g>';
    expect(sanitizeSvgBody(dirty)).toBe('<path d="M0 0"></path><g><line x1="0" x2="1" y1="0" y2="1"></line></g>');
  });
});
