export {
  blankMessages,
  expectSameMessageKeys,
  flattenMessages,
  placeholderMismatches,
  undefinedMessageKeys,
  unusedMessageKeys,
  type MessageTree,
} from './messages';
