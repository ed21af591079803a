import { startHost } from './app/start-host';

void startHost();
