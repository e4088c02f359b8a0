// The provider responses a server-rendered catalog page carries for hydrating (docs/composition.md
// "Server rendering") list the same competitions several times: home reads every live one, and the
// featured ones, the ones drawing next and the main one again, each in a response of its own. The
// page carries each competition once: a later copy that is the same, field for field, becomes a
// pointer to the first (`{ "$sameAs": [response key, index] }`), and the catalog's own first view
// puts the copies back before anything reads the responses. Both ends are this remote's code, of the
// same version, so a shell of any version reads the responses as before.

type Responses = Record<string, unknown>;
/** Where a competition was first sent: its response's key and its index in that response's `data` (null: `data` is it). */
type Place = [key: string, index: number | null];

const SAME_AS = '$sameAs';

const isCompetition = (value: unknown): value is { id: number } =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number';

/** Each competition of a response's `data` (a list of them, or one), with its index (null for one). */
function competitionsOf(response: unknown): [value: unknown, index: number | null][] {
  const data = (response as { data?: unknown } | null)?.data;
  if (Array.isArray(data)) return data.map((item, index) => [item, index]);
  return data === undefined ? [] : [[data, null]];
}

function withData(response: unknown, index: number | null, value: unknown): unknown {
  const copy = { ...(response as { data: unknown }) };
  if (index === null) copy.data = value;
  else copy.data = (copy.data as unknown[]).map((item, i) => (i === index ? value : item));
  return copy;
}

/** The server's side: each competition's later copies become pointers to the first. */
export function eachCompetitionOnce(responses: Responses): Responses {
  const first = new Map<number, { text: string; place: Place }>();
  const out: Responses = {};
  for (const [key, response] of Object.entries(responses)) {
    let kept = response;
    for (const [value, index] of competitionsOf(response)) {
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
export function everyCompetitionBack(responses: Responses): Responses {
  const at = ([key, index]: Place) => {
    const data = (responses[key] as { data?: unknown } | undefined)?.data;
    return index === null ? data : (data as unknown[] | undefined)?.[index];
  };
  const out: Responses = {};
  for (const [key, response] of Object.entries(responses)) {
    let kept = response;
    for (const [value, index] of competitionsOf(response)) {
      const place = (value as { [SAME_AS]?: Place } | null)?.[SAME_AS];
      if (Array.isArray(place)) kept = withData(kept, index, at(place));
    }
    out[key] = kept;
  }
  return out;
}

/** The script the storefront server writes the render's state into (@shop/react-kit's first view reads it). */
const STATE_SCRIPT_ID = 'shop-ssr-state:mf_catalog';

/**
 * Puts the copies back in the page's state before @shop/react-kit's first view reads it: the shell's
 * copy of the kit reads the responses as they always were, whatever its version.
 */
export function pageResponsesInFull(doc: Document = document): void {
  const script = doc.getElementById(STATE_SCRIPT_ID);
  if (!script?.textContent?.includes(SAME_AS)) return;
  try {
    const state = JSON.parse(script.textContent) as { responses?: Responses };
    if (!state.responses) return;
    script.textContent = JSON.stringify({ ...state, responses: everyCompetitionBack(state.responses) });
  } catch {
    // Not JSON: the first view finds no state and the client renders the region.
  }
}
