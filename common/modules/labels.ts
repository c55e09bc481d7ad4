/** The printing of relation labels (spec part 1 section 2), in the Mapping Sales Assignment group. */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'salesAssignment' }) as const;

export const labelsModule = defineModule({
  name: 'labels',
  screens: {
    printer: {
      url: '/mapping-sales-assignment/printqrrelasi',
      title: messages.printBarcodeRelasi,
      menu: menu(34),
      demo: DEMO.everyone,
    },
    stickers: {
      url: '/mapping-sales-assignment/printqrrelasinew',
      title: messages.printBarcodeRelasiFile,
      menu: menu(35),
      demo: DEMO.everyone,
    },
  },
});
