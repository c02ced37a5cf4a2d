import type { Language } from '@storefront/shared-contracts';
import type { Queryable } from '../../db/database';
import type { EmailMessage } from '../mail/enqueue-email';

export interface CustomerRow {
  id: string;
  email: string;
  password_hash: string;
  display_name: string;
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  language: string;
}

export interface EmailChangeRow {
  customer_id: string;
  new_email: string;
  language: Language;
  storefront: string;
  used: boolean;
  expired: boolean;
}

const CUSTOMER_COLUMNS =
  "c.id, c.email, c.password_hash, c.display_name, c.first_name, c.last_name, to_char(c.date_of_birth, 'YYYY-MM-DD') AS date_of_birth, c.language";

/** SQL of customers, sessions, login failures and password resets. */
export const customerRepository = {
  async byEmail(db: Queryable, email: string): Promise<CustomerRow | undefined> {
    const { rows } = await db.query<CustomerRow>(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE lower(c.email) = lower($1)`,
      [email],
    );
    return rows[0];
  },

  async byId(db: Queryable, id: string): Promise<CustomerRow | undefined> {
    const { rows } = await db.query<CustomerRow>(`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE c.id = $1`, [id]);
    return rows[0];
  },

  /** Inserts unless the address is taken (case-insensitively); true when inserted. */
  async insert(
    db: Queryable,
    c: { id: string; email: string; passwordHash: string; firstName: string; lastName: string; language: string },
  ): Promise<boolean> {
    const { rows } = await db.query(
      `INSERT INTO customers (id, email, password_hash, first_name, last_name, display_name, language)
       VALUES ($1, $2, $3, $4, $5, $4 || ' ' || $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [c.id, c.email, c.passwordHash, c.firstName, c.lastName, c.language],
    );
    return rows.length === 1;
  },

  async updateDetails(
    db: Queryable,
    id: string,
    d: { name: string; firstName: string; lastName: string; email: string; dateOfBirth: string | null },
  ): Promise<void> {
    await db.query(
      `UPDATE customers SET display_name = $2, first_name = $3, last_name = $4, email = $5, date_of_birth = $6::date,
       updated_at = now() WHERE id = $1`,
      [id, d.name, d.firstName, d.lastName, d.email, d.dateOfBirth],
    );
  },

  async emailTakenByOther(db: Queryable, id: string, email: string): Promise<boolean> {
    const { rows } = await db.query('SELECT 1 FROM customers WHERE lower(email) = lower($1) AND id <> $2', [email, id]);
    return rows.length > 0;
  },

  async setPassword(db: Queryable, id: string, passwordHash: string): Promise<void> {
    await db.query('UPDATE customers SET password_hash = $2, updated_at = now() WHERE id = $1', [id, passwordHash]);
  },

  /** The customer of a session that was used within `idleSeconds`; touches it when last seen over a minute ago. */
  async sessionCustomer(
    db: Queryable,
    tokenHash: string,
    idleSeconds: number,
  ): Promise<{ customer: CustomerRow; touched: boolean } | undefined> {
    const { rows } = await db.query<CustomerRow & { stale: boolean }>(
      `SELECT ${CUSTOMER_COLUMNS}, s.last_seen_at < now() - interval '1 minute' AS stale
       FROM customer_sessions s JOIN customers c ON c.id = s.customer_id
       WHERE s.token_hash = $1 AND s.last_seen_at > now() - make_interval(secs => $2::int)`,
      [tokenHash, idleSeconds],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (row.stale)
      await db.query('UPDATE customer_sessions SET last_seen_at = now() WHERE token_hash = $1', [tokenHash]);
    const { stale, ...customer } = row;
    return { customer, touched: stale };
  },

  async insertSession(db: Queryable, tokenHash: string, customerId: string): Promise<void> {
    await db.query('INSERT INTO customer_sessions (token_hash, customer_id) VALUES ($1, $2)', [tokenHash, customerId]);
  },

  async deleteSession(db: Queryable, tokenHash: string): Promise<void> {
    await db.query('DELETE FROM customer_sessions WHERE token_hash = $1', [tokenHash]);
  },

  async deleteSessionsOf(db: Queryable, customerId: string): Promise<void> {
    await db.query('DELETE FROM customer_sessions WHERE customer_id = $1', [customerId]);
  },

  /**
   * Seconds until fewer than `limit` failures of the last `windowSeconds` remain for this address or this IP;
   * 0 when the login may be tried now.
   */
  async throttledFor(
    db: Queryable,
    emailKey: string,
    ip: string,
    limit: number,
    windowSeconds: number,
  ): Promise<number> {
    const { rows } = await db.query<{ wait: number | null }>(
      `SELECT ceil(extract(epoch FROM (max(t) + make_interval(secs => $4::int) - now())))::int AS wait FROM (
         (SELECT failed_at AS t FROM login_failures WHERE email_key = $1 AND failed_at > now() - make_interval(secs => $4::int)
          ORDER BY failed_at DESC OFFSET $3::int - 1 LIMIT 1)
         UNION ALL
         (SELECT failed_at FROM login_failures WHERE ip = $2 AND failed_at > now() - make_interval(secs => $4::int)
          ORDER BY failed_at DESC OFFSET $3::int - 1 LIMIT 1)
       ) fifth`,
      [emailKey, ip, limit, windowSeconds],
    );
    return Math.max(0, rows[0]?.wait ?? 0);
  },

  async recordFailure(db: Queryable, emailKey: string, ip: string, windowSeconds: number): Promise<void> {
    await db.query('DELETE FROM login_failures WHERE failed_at < now() - make_interval(secs => $1::int)', [
      windowSeconds,
    ]);
    await db.query('INSERT INTO login_failures (email_key, ip) VALUES ($1, $2)', [emailKey, ip]);
  },

  /**
   * One statement whatever the address: the reset and its e-mail (to the address as the account spells it) are
   * inserted only when `emailKey` (trimmed, lower case) has an account. It writes to the outbox itself, as
   * `enqueueEmail` would, so that a known and an unknown address cost one and the same round trip.
   */
  async insertResetIfAccount(
    db: Queryable,
    emailKey: string,
    tokenHash: string,
    r: { ttlSeconds: number; email: EmailMessage },
  ): Promise<void> {
    await db.query(
      `WITH c AS (SELECT id, email FROM customers WHERE lower(email) = $1),
       r AS (INSERT INTO password_resets (token_hash, customer_id, expires_at)
             SELECT $2, c.id, now() + make_interval(secs => $3::int) FROM c)
       INSERT INTO email_outbox (to_address, subject, text_body, html_body, template)
       SELECT c.email, $4, $5, $6, $7 FROM c`,
      [emailKey, tokenHash, r.ttlSeconds, r.email.subject, r.email.text, r.email.html ?? null, r.email.template],
    );
  },

  /** This transaction's commit does not wait for the disk (for writes whose loss in a crash costs only a retry). */
  async commitWithoutFlush(tx: Queryable): Promise<void> {
    await tx.query('SET LOCAL synchronous_commit = off');
  },

  /** The customer's guest orders (same address, any case) join the account: call only once the mailbox is proven. */
  async claimGuestOrders(tx: Queryable, customerId: string): Promise<void> {
    await tx.query(
      `UPDATE orders SET customer_id = $1
       WHERE customer_id IS NULL AND lower(email) = (SELECT lower(email) FROM customers WHERE id = $1)`,
      [customerId],
    );
  },

  /** Ends every outstanding reset of the customer (after a reset or a password change). */
  async endResetsOf(db: Queryable, customerId: string): Promise<void> {
    await db.query('UPDATE password_resets SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [
      customerId,
    ]);
  },

  /** Takes the new address; the caller checked it is free (the unique index on lower(email) has the last word). */
  async setEmail(db: Queryable, id: string, email: string): Promise<void> {
    await db.query('UPDATE customers SET email = $2, updated_at = now() WHERE id = $1', [id, email]);
  },

  async insertEmailChange(
    db: Queryable,
    tokenHash: string,
    c: { customerId: string; newEmail: string; language: string; storefront: string },
    ttlSeconds: number,
  ): Promise<void> {
    await db.query(
      `INSERT INTO email_changes (token_hash, customer_id, new_email, language, storefront, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::int))`,
      [tokenHash, c.customerId, c.newEmail, c.language, c.storefront, ttlSeconds],
    );
  },

  /** An e-mail change by its token, locked until the transaction ends when `forUpdate`. */
  async findEmailChange(db: Queryable, tokenHash: string, forUpdate = false): Promise<EmailChangeRow | undefined> {
    const { rows } = await db.query<EmailChangeRow>(
      `SELECT customer_id, new_email, language, storefront, used_at IS NOT NULL AS used, expires_at <= now() AS expired
       FROM email_changes WHERE token_hash = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [tokenHash],
    );
    return rows[0];
  },

  async useEmailChange(db: Queryable, tokenHash: string): Promise<void> {
    await db.query('UPDATE email_changes SET used_at = now() WHERE token_hash = $1', [tokenHash]);
  },

  /** Ends every pending e-mail change of the customer. */
  async endEmailChangesOf(db: Queryable, customerId: string): Promise<void> {
    await db.query('UPDATE email_changes SET used_at = now() WHERE customer_id = $1 AND used_at IS NULL', [customerId]);
  },

  /** Marks an unused, unexpired reset as used and returns its customer; undefined for any other token. */
  async consumeReset(db: Queryable, tokenHash: string): Promise<string | undefined> {
    const { rows } = await db.query<{ customer_id: string }>(
      `UPDATE password_resets SET used_at = now()
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING customer_id`,
      [tokenHash],
    );
    return rows[0]?.customer_id;
  },
};
