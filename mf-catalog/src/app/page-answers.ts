// The provider answers a server-rendered catalog page carries for hydrating (docs/composition.md
// "Server rendering") list the same competitions several times: home reads every live one, and the
// featured ones, the ones drawing next and the main one again, each in an answer of its own. The
// page carries each competition once: a later copy that is the same, field for field, becomes a
// pointer to the first (`{ "$sameAs": [answer key, index] }`), and the catalog's own first view
// puts the copies back before anything reads the answers. Both ends are this remote's code, of the
// same version, so a shell of any version reads the answers as before.

type Answers = Record<string, unknown>;
/** Where a competition was first sent: its answer's key and its index in that answer's `data` (null: `data` is it). */
type Place = [key: string, index: number | null];

const SAME_AS = '$sameAs';

const isCompetition = (value: unknown): value is { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** Each competition of an answer's `data` (a list of them, or one), with its index (null for one). */
function competitionsOf(answer: unknown): [value: unknown, index: number | null][] {
  const data = (answer as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data.map((item, index) => [item, index]);
  return data === undefined ? [] : [[data, null]];
}

function withData(answer: unknown, index: number | null, value: unknown): unknown {
  const copy = { ...(answer as { data: unknown }) };
  if (index === null) copy.data = value;
  else copy.data = (copy.data as unknown[]).map((item, i) => (i === index ? value : item));
  return copy;
}

/** The server's side: each competition's later copies become pointers to the first. */
export function eachCompetitionOnce(answers: Answers): Answers {
  const first = new Map<number, { text: string; place: Place }>();
  const out: Answers = {};
  for (const [key, answer] of Object.entries(answers)) {
    let kept = answer;
    for (const [value, index] of competitionsOf(answer)) {
      if (!isCompetition(value)) continue;
      const text = JSON.stringify(value);
      const seen = first.get(value.id);
      if (!seen) first.set(value.id, { text, place: [key, index] });
      else if (seen.text === text) kept = withData(kept, index, { [SAME_AS]: seen.place });
    }
    out[key] = kept;
  }
  return out;
}

/** The browser's side: every pointer replaced by the competition it points to. */
export function everyCompetitionBack(answers: Answers): Answers {
  const at = ([key, index]: Place) => {
    const data = (answers[key] as { data?: unknown } | undefined)?.data;
    return index === null ? data : (data as unknown[] | undefined)?.[index];
  };
  const out: Answers = {};
  for (const [key, answer] of Object.entries(answers)) {
    let kept = answer;
    for (const [value, index] of competitionsOf(answer)) {
      const place = (value as { [SAME_AS]?: Place } | null)?.[SAME_AS];
      if (Array.isArray(place)) kept = withData(kept, index, at(place));
    }
    out[key] = kept;
  }
  return out;
}

/** The script the storefront server writes the render's state into (@shop/shared's first view reads it). */
const STATE_SCRIPT_ID = 'shop-ssr-state:mf_catalog';

/**
 * Puts the copies back in the page's state before @shop/shared's first view reads it: the shell's
 * copy of the kit reads the answers as they always were, whatever its version.
 */
export function pageAnswersInFull(doc: Document = document): void {
  const script = doc.getElementById(STATE_SCRIPT_ID);
  if (!script?.textContent?.includes(SAME_AS)) return;
  try {
    const state = JSON.parse(script.textContent) as { answers?: Answers };
    if (!state.answers) return;
    script.textContent = JSON.stringify({ ...state, answers: everyCompetitionBack(state.answers) });
  } catch {
    // Not JSON: the first view finds no state and the client renders the region.
  }
}
