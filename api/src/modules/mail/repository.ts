import type { Queryable } from '../../db/database';

export interface OutboxRow {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  template: string;
  created_at: string;
  sent_at: string | null;
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const mailRepository = {
  async insert(
    db: Queryable,
    e: { to: string; subject: string; text: string; html: string | null; template: string },
  ): Promise<string> {
    const { rows } = await db.query<{ id: string }>(
      'INSERT INTO email_outbox (to_address, subject, text_body, html_body, template) VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id',
      [e.to, e.subject, e.text, e.html, e.template],
    );
    return rows[0]?.id ?? '';
  },

  /** Newest first; `to` compares case-insensitively, null for every recipient. */
  async latest(db: Queryable, to: string | null, limit: number): Promise<OutboxRow[]> {
    const { rows } = await db.query<OutboxRow>(
      `SELECT id::text AS id, to_address, subject, text_body, html_body, template, ${iso('created_at')} AS created_at, ${iso('sent_at')} AS sent_at
       FROM email_outbox WHERE $1::text IS NULL OR lower(to_address) = lower($1) ORDER BY id DESC LIMIT ${Math.trunc(limit)}`,
      [to],
    );
    return rows;
  },
};
