/** The display-check photos (spec part 2 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'crc' }) as const;

export const crcModule = defineModule({
  name: 'crc',
  screens: {
    files: { url: '/crc/overview', title: messages.crcFileViewer, menu: menu(51), demo: DEMO.everyone },
    displays: {
      url: '/crc/overview-display-src',
      title: messages.overviewFileCrc,
      menu: menu(52),
      demo: DEMO.everyone,
    },
  },
});
