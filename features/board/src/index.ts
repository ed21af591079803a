// The bulletin board of every area that shows it. Each remote mounts a page from a thin screen file.
export { BoardPage } from './board.screen';
export { BoardModerationPage } from './moderation/moderation.screen';
