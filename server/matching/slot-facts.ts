import { TARGET_AUDIENCES } from "@shared/constants";
import type { MatchRoundtable } from "./match-score";

/**
 * What a ranking reads of each roundtable, by slot, in typed arrays side by side. A ranking scores
 * hundreds of roundtables; read from their objects, each field was a cache miss of its own (the
 * chapters seated a second one), and those misses were most of the ranking's time.
 */
export class SlotFacts {
  organizerId = new Int32Array(0);
  roundtableId = new Int32Array(0);
  conventionId = new Int32Array(0);
  /** The audience's place in TARGET_AUDIENCES. */
  audience = new Uint8Array(0);
  /** 0: not placed in a session (session ids start at 1). */
  sessionId = new Int32Array(0);
  maxParticipants = new Int32Array(0);
  participantCount = new Int32Array(0);

  constructor(capacity: number) {
    this.grow(capacity);
  }

  grow(capacity: number) {
    const grown = <T extends Int32Array | Uint8Array>(old: T): T => {
      const array = new (old.constructor as new (length: number) => T)(capacity);
      array.set(old);
      return array;
    };
    this.organizerId = grown(this.organizerId);
    this.roundtableId = grown(this.roundtableId);
    this.conventionId = grown(this.conventionId);
    this.audience = grown(this.audience);
    this.sessionId = grown(this.sessionId);
    this.maxParticipants = grown(this.maxParticipants);
    this.participantCount = grown(this.participantCount);
  }

  set(slot: number, match: MatchRoundtable, conventionId: number) {
    this.organizerId[slot] = match.organizerId;
    this.roundtableId[slot] = match.id;
    this.conventionId[slot] = conventionId;
    this.audience[slot] = TARGET_AUDIENCES.indexOf(match.targetAudience);
    this.sessionId[slot] = match.sessionId ?? 0;
    this.maxParticipants[slot] = match.maxParticipants;
    this.participantCount[slot] = match.participantCount;
  }
}
