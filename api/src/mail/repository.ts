// Mailbox SQL: every email the provider sends is kept (the /__local/mailbox tool reads it).
import type { Db } from '../db';

export interface MailRow {
  id: number;
  to_addr: string;
  subject: string;
  body: string;
  created_at: string;
}

export const insertMail = (db: Db, to: string, subject: string, body: string, at: string): void => {
  db.run('INSERT INTO mailbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?)', [to, subject, body, at]);
};

export const mailsTo = (db: Db, to: string | undefined): MailRow[] =>
  to
    ? db.all<MailRow>('SELECT * FROM mailbox WHERE to_addr = ? ORDER BY id DESC', [to])
    : db.all<MailRow>('SELECT * FROM mailbox ORDER BY id DESC LIMIT 200');

/** True when the address belongs to an account whose owner has not proved it (it gets no mail but its links). */
export const isUnconfirmedAddress = (db: Db, email: string): boolean =>
  !!db.get('SELECT id FROM users WHERE email = ? AND email_verified = 0', [email]);
