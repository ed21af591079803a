export {
  blankMessages,
  expectSameMessageKeys,
  flattenMessages,
  placeholderMismatches,
  undefinedMessageKeys,
  unusedMessageKeys,
  type MessageTree,
} from './messages';
export { expectNoA11yViolations } from './a11y';
export { clickRowAwayFromLinks, pressEnterOn } from './rows';
