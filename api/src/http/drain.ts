import type { FastifyInstance } from 'fastify';

/** How often a closing server drops keep-alive connections that went idle since it began closing. */
const IDLE_SWEEP_MS = 100;

/**
 * `app.close()` stops accepting connections, refuses new requests on open ones (503) and waits for the
 * requests in flight. A keep-alive connection whose request finishes after that would then hold the close
 * until its idle timeout (the edge's connection pool, a browser): while closing, idle connections are
 * dropped as they appear. Nothing runs on the request path.
 */
export function dropIdleConnectionsWhileClosing(app: FastifyInstance): void {
  let sweep: ReturnType<typeof setInterval> | undefined;
  app.addHook('preClose', (done) => {
    sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    done();
  });
  app.addHook('onClose', (_app, done) => {
    clearInterval(sweep);
    done();
  });
}
