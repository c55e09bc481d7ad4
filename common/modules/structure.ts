/** Employee types and titles, and the roles of the sales structure (spec part 1 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'structure' }) as const;

export const structureModule = defineModule({
  name: 'structure',
  screens: {
    type: { url: '/structure/type', title: messages.employeeType, menu: menu(11), demo: DEMO.headOffice },
    title: { url: '/structure/title', title: messages.employeeTitle, menu: menu(12), demo: DEMO.headOffice },
    roles: { url: '/manage-role/overview', title: messages.manageRole, menu: menu(13), demo: DEMO.everyone },
    newRole: { url: '/manage-role/new', title: messages.addNewRole, menu: menu(14), demo: DEMO.everyone },
    uploadRole: {
      url: '/manage-role/upload',
      title: messages.uploadNewRole,
      menu: menu(15),
      demo: DEMO.everyone,
    },
  },
  records: {
    type: { path: '/structure/type/:typeId', title: messages.employeeType, opensThrough: 'type' },
    title: { path: '/structure/title/:titleId', title: messages.employeeTitle, opensThrough: 'title' },
    role: { path: '/manage-role/new/:roleMapID', title: messages.editRole, opensThrough: 'roles' },
  },
});
