import { BoardPage } from 'board';

/** /user/transfers: the bulletin board, the investor's own ads and their transfers (`features/board`). */
export default function BoardScreen() {
  return <BoardPage />;
}
