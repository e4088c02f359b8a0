// How anyone checks a draw (README "A draw anyone can verify"), React-free so the provider's
// tests and the storefront's "Verify this draw" run the same derivation. Web Crypto only: it is
// `globalThis.crypto.subtle` in browsers and in Node 20.

/** What the provider publishes for a drawn competition (api/src/draws/draw.ts). */
export interface DrawProof {
  competitionId: number;
  /** SHA-256 of the seed bytes, published from the moment the competition opened. */
  commitment: string;
  /** The secret seed, revealed after the draw (hex). */
  seed: string;
  /** Every entry's ticket number, in ticket order. */
  tickets: number[];
  winningTicket: number | null;
}

export interface DrawCheck {
  ok: boolean;
  commitmentMatches: boolean;
  ticketMatches: boolean;
  /** The SHA-256 of the seed as recomputed here. */
  computedCommitment: string;
  /** The ticket the seed picks, as recomputed here (null when there were no entries). */
  computedTicket: number | null;
  /** One plain sentence: passed, or what did not match. */
  message: string;
}

const HEX = /^(?:[0-9a-f]{2})+$/i;

function bytesOf(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const hexOf = (buffer: ArrayBuffer): string =>
  [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** commitment = SHA-256(seed bytes), lower-case hex. */
export async function commitmentOf(seedHex: string): Promise<string> {
  return hexOf(await globalThis.crypto.subtle.digest('SHA-256', bytesOf(seedHex)));
}

/** winner index = HMAC-SHA256(key = seed bytes, "<competition id>:<entries>") as a big-endian integer, mod entries. */
export async function winnerIndexOf(seedHex: string, competitionId: number, entries: number): Promise<number> {
  const { subtle } = globalThis.crypto;
  const key = await subtle.importKey('raw', bytesOf(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await subtle.sign('HMAC', key, new TextEncoder().encode(`${competitionId}:${entries}`));
  return Number(BigInt(`0x${hexOf(mac)}`) % BigInt(entries));
}

/** Recomputes the commitment and the winning ticket from the revealed seed and says whether both match. */
export async function verifyDraw(proof: DrawProof): Promise<DrawCheck> {
  if (!HEX.test(proof.seed)) {
    return {
      ok: false,
      commitmentMatches: false,
      ticketMatches: false,
      computedCommitment: '',
      computedTicket: null,
      message: 'Verification failed: the seed is not hexadecimal.',
    };
  }
  const computedCommitment = await commitmentOf(proof.seed);
  const tickets = [...proof.tickets].sort((a, b) => a - b);
  const computedTicket =
    tickets.length > 0 ? (tickets[await winnerIndexOf(proof.seed, proof.competitionId, tickets.length)] ?? null) : null;
  const commitmentMatches = computedCommitment === proof.commitment.toLowerCase();
  const ticketMatches = computedTicket === proof.winningTicket;
  const ok = commitmentMatches && ticketMatches;
  const message = ok
    ? `Verified: the seed matches the published commitment and picks ticket #${computedTicket ?? 'none'}.`
    : !commitmentMatches
      ? 'Verification failed: the SHA-256 of this seed does not match the published commitment.'
      : `Verification failed: this seed picks ticket #${computedTicket ?? 'none'}, not the published winning ticket.`;
  return { ok, commitmentMatches, ticketMatches, computedCommitment, computedTicket, message };
}
