import { BoardModerationPage } from 'board';

/** /manager/board: the moderation of the bulletin board (`features/board`). */
export default function BoardModerationScreen() {
  return <BoardModerationPage />;
}
