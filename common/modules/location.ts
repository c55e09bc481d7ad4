/** The customers' locations and the unmapped sales (spec part 1 section 2), in the Mapping Sales Assignment group. */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'salesAssignment' }) as const;

export const locationModule = defineModule({
  name: 'location',
  screens: {
    geotag: {
      url: '/mapping-sales-assignment/overviewgeotag',
      title: messages.overviewLocationRelasi,
      menu: menu(36),
      demo: DEMO.everyone,
    },
    unmapped: {
      url: '/mapping-sales-assignment/overviewunmappingsales',
      title: messages.unmappingSales,
      menu: menu(37),
      demo: DEMO.everyone,
    },
  },
});
