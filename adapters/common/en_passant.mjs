// Rules section 4, the one check of a FEN that neither library makes in
// full: an en passant square that no double push can have left is an
// error. The square must be on the rank the side to move captures onto,
// a pawn of the other side must stand just beyond it, and the square
// itself and the pushed pawn's start square must be empty. Text only: it
// reads the FEN's placement, side and en passant fields.

// The piece letter on `square` ("g4") of a FEN placement, or '' when empty.
function pieceAt(placement, square) {
  const rows = placement.split('/');
  const row = rows[8 - Number(square[1])] ?? '';
  let file = 0;
  for (const c of row) {
    if (/[1-8]/.test(c)) file += Number(c);
    else if (file++ === square.charCodeAt(0) - 97) return c;
  }
  return '';
}

// Why the FEN's en passant field is impossible, or '' when it is '-' or
// possible (or when the FEN is too broken to say: the library reports that).
export function enPassantFault(fen) {
  const [placement, side, , square] = fen.trim().split(/\s+/);
  if (square === undefined || square === '-' || !/^[a-h][1-8]$/.test(square)) return '';
  const file = square[0];
  const wantRank = side === 'w' ? '6' : '3';
  if (square[1] !== wantRank) return `en passant square ${square} is on the wrong rank for ${side} to move`;
  const pushed = side === 'w' ? 'p' : 'P';
  const beyond = file + (side === 'w' ? '5' : '4');
  const start = file + (side === 'w' ? '7' : '2');
  if (pieceAt(placement, beyond) !== pushed) return `en passant square ${square} has no pushed pawn on ${beyond}`;
  if (pieceAt(placement, square) !== '') return `en passant square ${square} is occupied`;
  if (pieceAt(placement, start) !== '') return `en passant square ${square}: the pushed pawn's start ${start} is occupied`;
  return '';
}
