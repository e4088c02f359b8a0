// Engagement SQL: contact messages, chat history, incident beacons.
import type { Db } from '../db';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export const insertContact = (db: Db, m: ContactMessage, at: string): void => {
  db.run('INSERT INTO contacts (name, email, subject, message, created_at) VALUES (?, ?, ?, ?, ?)', [
    m.name,
    m.email,
    m.subject,
    m.message,
    at,
  ]);
};

export const insertChat = (db: Db, id: string, userId: number, text: string, at: string): void => {
  db.run('INSERT INTO chat (id, user_id, text, created_at) VALUES (?, ?, ?, ?)', [id, userId, text, at]);
};

export interface Incident {
  remote: string;
  version: string;
  stage: string;
  message: string;
  fallback: string;
}
export const insertIncident = (db: Db, i: Incident, at: string): void => {
  db.run('INSERT INTO incidents (remote, version, stage, message, fallback, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
    i.remote,
    i.version,
    i.stage,
    i.message,
    i.fallback,
    at,
  ]);
};

/** Deletes all but the newest `keep` incidents. */
export const keepNewestIncidents = (db: Db, keep: number): void => {
  db.run('DELETE FROM incidents WHERE id <= (SELECT id FROM incidents ORDER BY id DESC LIMIT 1 OFFSET ?)', [keep]);
};

export const incidents = (db: Db) => db.all('SELECT * FROM incidents ORDER BY id DESC');
