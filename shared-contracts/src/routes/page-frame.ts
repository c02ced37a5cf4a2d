/** The body classes of the not-found page (spec 2.4, the "error" layout): set by the edge and by the shell in the browser. */
export const NOT_FOUND_BODY_CLASSES = ['error-404', 'floating-breadcrumbs'] as const;

/** What a page's outcome decides about the document around it. */
export interface PageFrame {
  status: 200 | 404;
  /** The `<body>` class attribute; '' for a page that is found. */
  bodyClass: string;
}

/**
 * Status and body class of a page, from whether it is a not-found page (unknown path, /404, or data the api
 * does not know). The one place both are decided: the shell's server render and the edge use it.
 */
export function pageFrame(notFound: boolean): PageFrame {
  return notFound ? { status: 404, bodyClass: NOT_FOUND_BODY_CLASSES.join(' ') } : { status: 200, bodyClass: '' };
}
