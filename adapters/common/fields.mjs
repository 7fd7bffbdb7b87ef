// docs/rules.md "FEN acceptance", the parts of items 6, 8 and 9 that
// chess.js does not check: the castling field is '-' or castling letters
// (chess.js reads "--" as no rights), a clock is decimal digits (chess.js
// reads "1.5" as 1 with parseInt) and the fullmove number is at most
// 999999. Text only: it reads the FEN's fields; a FEN too broken to say
// is the library's to refuse.
export function fieldFault(fen) {
  const fields = fen.trim().split(/\s+/);
  if (fields.length !== 6) return '';
  const [, , castling, , halfmove, fullmove] = fields;
  if (!/^(-|[KQkq]+)$/.test(castling)) return `castling field "${castling}" is not '-' or letters of KQkq`;
  if (!/^\d+$/.test(halfmove)) return `halfmove clock "${halfmove}" is not decimal digits`;
  if (!/^\d+$/.test(fullmove)) return `fullmove number "${fullmove}" is not decimal digits`;
  if (Number(fullmove) > 999999) return `fullmove number ${fullmove} is above 999999`;
  return '';
}
