/**
 * The only form of a person's name the provider publishes (winners, results, instant wins):
 * first name + initial of the last name ("Sarah J."). Never an email address.
 */
export function publicName(first: string, last = ''): string {
  const clean = (t: string) => t.replace(/\S*@\S*/g, '').trim();
  const f = clean(first).split(/\s+/)[0]?.slice(0, 40) ?? '';
  const l = clean(last).charAt(0).toUpperCase();
  if (!f) return l ? `${l}.` : 'A winner';
  return l ? `${f} ${l}.` : f;
}

/** A stored display name ("Sarah Jones", "Sarah J.", "sarah@x.co.uk") reduced to publicName form. */
export function publicNameOf(stored: string | null): string | null {
  if (stored === null) return null;
  const words = stored
    .replace(/\S*@\S*/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return 'A winner';
  return publicName(words[0] ?? '', words.length > 1 ? (words[words.length - 1] ?? '') : '');
}
