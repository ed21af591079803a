import { mountStandalone } from 'host/standalone';
import * as routesModule from './routes';

void mountStandalone('remote_invest', routesModule, { mockApi: () => import('./standalone-mocks') });
