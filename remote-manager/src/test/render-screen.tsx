// Registers the `manager` messages, as loading the remote does in the page.
import '../routes';

export { renderScreen } from 'host/testing';
