/** Text truncation appends an ellipsis (requirements §9). */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text ?? '');
  return chars.length <= max ? (text ?? '') : `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}

/** The title with each run of non-word characters turned into a hyphen (requirements §2). */
export function titleSlug(title: string): string {
  return title.replace(/\W+/g, '-');
}

/** /competition/details/{title-slug}-{competitionId} */
export function competitionDetailsPath(competition: { id: number; title: string }): string {
  return `/competition/details/${titleSlug(competition.title)}-${competition.id}`;
}

/** The id is whatever follows the last hyphen of the details parameter. */
export function competitionIdFromDetailsParam(param: string): number | null {
  const match = /-?(\d+)$/.exec(param);
  return match ? Number(match[1]) : null;
}

/** First word of a full name, or the fallback (spec: "{name}" when missing). */
export function firstName(fullName: string | null | undefined, fallback = '{name}'): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0];
  return first ? first : fallback;
}
