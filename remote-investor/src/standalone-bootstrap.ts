import { mountStandalone } from 'host/standalone';
import * as routesModule from './routes';

void mountStandalone('remote_investor', routesModule, { mockApi: () => import('./standalone-mocks') });
