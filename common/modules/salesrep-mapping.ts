/** The sales rep mapping (spec part 1 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

export const salesrepMappingModule = defineModule({
  name: 'salesrep-mapping',
  screens: {
    salesreps: {
      url: '/mapping-sales-rep/overview',
      title: messages.mappingSalesrep,
      menu: { id: 21, group: 'salesrepMapping' },
      demo: DEMO.everyone,
    },
  },
});
