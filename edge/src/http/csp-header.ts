/** A directive's source: text, or the place of the response's nonce (`'nonce-<nonce>'`). */
export type CspSource = string | { nonce: true };
/** Directive names (dashed, as in the header) with their sources, in header order. */
export type CspDirectives = readonly (readonly [name: string, sources: readonly CspSource[]])[];

export interface ContentSecurityPolicy {
  /** The header's value for a response with this nonce. */
  withNonce(nonce: string): string;
}

/**
 * A Content-Security-Policy header written as helmet writes it (`name source source;name ...`, no spaces around
 * `;`), its text joined once: a response only puts its nonce in. Like helmet, a source holding `;` or `,` is
 * refused (here when the policy is made, not per response).
 */
export function contentSecurityPolicy(directives: CspDirectives): ContentSecurityPolicy {
  const pieces: string[] = [''];
  const append = (text: string) => (pieces[pieces.length - 1] += text);
  directives.forEach(([name, sources], index) => {
    append(index === 0 ? name : `;${name}`);
    for (const source of sources) {
      if (typeof source !== 'string') {
        append(" 'nonce-");
        pieces.push("'");
      } else if (/[;,]/.test(source)) {
        throw new Error(`Content-Security-Policy: the ${name} source ${JSON.stringify(source)} holds ';' or ','`);
      } else append(` ${source}`);
    }
  });
  if (pieces.length !== 2) throw new Error('Content-Security-Policy: the nonce must have exactly one place');
  const [before, after] = pieces as [string, string];
  return { withNonce: (nonce) => before + nonce + after };
}
