// What both adapters keep between requests that has nothing to do with
// their library: the last observation of each colour, the started beliefs,
// and the protocol's view of them (size, boards while small). Each adapter
// extends FogSession with its own reading of the rules over its library:
//   fen()                               the current position, as it stores positions
//   afterOwnMove(belief, uci, truth)    rules section 5, P after the colour's own move
//   afterOpponentMove(belief, truth)    rules section 5, P after the opponent's move
//   keyOf(fen)                          the stored position of the board a FEN names, in any spelling
// (belief.boards is a Set of stored positions; both return the new Set).
import { badInput } from './protocol.mjs';
import { sampleIndices } from './sample.mjs';

export class FogSession {
  // observationReply: one colour's observation, in the adapter's own form,
  // as the protocol's reply.
  constructor(beliefCap, observationReply) {
    this.beliefCap = beliefCap;
    this.observationReply = observationReply;
    this.forget();
  }

  // A new game: no observation yet, no belief.
  forget() {
    this.lastObservation = undefined;
    this.beliefs = {};
  }

  observation(colour) {
    if (this.lastObservation === undefined) throw badInput('no move was played since the last load');
    const observation = this.lastObservation[colour];
    observation.reply ??= this.observationReply(observation);
    return observation.reply;
  }

  beliefStart(colour, ownObservation) {
    this.beliefs[colour] = { colour, ownObservation, boards: new Set([this.fen()]), frozen: false };
  }

  started(colour) {
    const belief = this.beliefs[colour];
    if (belief === undefined) throw badInput(`no belief was started for "${colour}"`);
    return belief;
  }

  // A frozen belief answers every question with its size and "frozen":
  // its boards are no longer P (docs/protocol.md "Frozen beliefs").
  frozenReply(belief) {
    return belief.frozen ? { size: belief.boards.size, frozen: true } : undefined;
  }

  belief(colour, limit) {
    const belief = this.started(colour);
    const reply = this.frozenReply(belief) ?? { size: belief.boards.size };
    if (!belief.frozen && belief.boards.size <= limit) reply.fens = [...belief.boards];
    return reply;
  }

  // Membership by this adapter's own key of the board each FEN names: a
  // FEN in another spelling than the stored one names the same board.
  beliefContains(colour, fens) {
    const belief = this.started(colour);
    const keys = fens.map((fen) => this.keyOf(fen));
    return this.frozenReply(belief) ?? { contains: keys.map((key) => belief.boards.has(key)) };
  }

  beliefSample(colour, count, seed) {
    const belief = this.started(colour);
    const frozen = this.frozenReply(belief);
    if (frozen) return frozen;
    const boards = [...belief.boards];
    return { size: boards.length, fens: sampleIndices(boards.length, count, seed).map((i) => boards[i]) };
  }

  // After a move of `mover` ('w' or 'b'): remember what each colour
  // observed and update every started belief with it.
  moved(uci, mover, observationByColour) {
    this.lastObservation = observationByColour;
    for (const belief of Object.values(this.beliefs)) {
      this.updateBelief(belief, uci, mover, observationByColour[belief.colour]);
    }
  }

  // A P larger than the cap is frozen: this adapter cannot update hundreds
  // of thousands of boards within a request's time, so it says so
  // ("frozen") and fogproof stops checking that belief for the game.
  updateBelief(belief, uci, mover, truth) {
    if (belief.frozen) return;
    belief.boards = mover === belief.colour ? this.afterOwnMove(belief, uci, truth) : this.afterOpponentMove(belief, truth);
    if (belief.boards.size === 0) process.stderr.write(`belief of ${belief.colour} became empty after ${uci}\n`);
    if (belief.boards.size > this.beliefCap) belief.frozen = true;
  }
}
