// Registers the `entrepreneur` messages, as loading the remote does in the page.
import '../routes';

export { currentLocation, renderScreen } from 'host/testing';
