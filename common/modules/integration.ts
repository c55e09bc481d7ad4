/**
 * Integration: the distributor's reference data (branches, sales channels, customers, products,
 * employees, invoices) loaded from its ERP, by the API (`/api/integration/<entity>`, behind
 * INTEGRATION_KEY) and by `npm run import`, through one code path. It opens no menu screen.
 */
import { defineModule } from './define';

export const integrationModule = defineModule({ name: 'integration', screens: {} });
