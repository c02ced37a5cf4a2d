import { prefetchQuery, type QueryRequest } from './prefetch';

function request<T>(result: { data?: T; error?: unknown }) {
  const unsubscribe = jest.fn();
  const req: QueryRequest<T> = {
    then: (resolve, reject) => Promise.resolve(result).then(resolve, reject),
    unsubscribe,
  };
  return { req, unsubscribe };
}

describe('prefetchQuery', () => {
  it('waits for the query, hands over its data and lets go of the subscription', async () => {
    const { req, unsubscribe } = request({ data: { name: 'Skunk' } });
    const seen: unknown[] = [];
    await expect(prefetchQuery(req, (data) => seen.push(data))).resolves.toEqual({ notFound: false });
    expect(seen).toEqual([{ name: 'Skunk' }]);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });

  it("reports the api's 404 as the page's not-found, and other errors as found (the page shows them)", async () => {
    const notFound = request({ error: { statusCode: 404, code: 'NOT_FOUND', message: 'no' } });
    await expect(prefetchQuery(notFound.req)).resolves.toEqual({ notFound: true });
    expect(notFound.unsubscribe).toHaveBeenCalledTimes(1);
    const down = request({ error: { statusCode: 503, code: 'UNAVAILABLE', message: 'down' } });
    await expect(prefetchQuery(down.req)).resolves.toEqual({ notFound: false });
  });

  it('treats any client error about the address (a NUL byte, an over-long slug: 400) as not found', async () => {
    const bad = request({ error: { statusCode: 400, code: 'VALIDATION_FAILED', message: 'bad slug' } });
    await expect(prefetchQuery(bad.req)).resolves.toEqual({ notFound: true });
    for (const statusCode of [401, 403, 429]) {
      const other = request({ error: { statusCode, code: 'X', message: 'not about existence' } });
      await expect(prefetchQuery(other.req)).resolves.toEqual({ notFound: false });
    }
  });
});
