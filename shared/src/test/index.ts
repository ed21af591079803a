export { blankMessages, expectSameMessageKeys, flattenMessages, placeholderMismatches, unusedMessageKeys, type MessageTree } from './messages';
