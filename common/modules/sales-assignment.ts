/** The sales assignments: their overview, upload, entry and edit (spec part 1 section 2). */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'salesAssignment' }) as const;

export const salesAssignmentModule = defineModule({
  name: 'sales-assignment',
  screens: {
    overview: {
      url: '/mapping-sales-assignment/overview',
      title: messages.viewMappingAssignment,
      menu: menu(31),
      demo: DEMO.everyone,
    },
    upload: {
      url: '/mapping-sales-assignment/upload',
      title: messages.uploadMappingAssignmentMenu,
      menu: menu(32),
      demo: DEMO.everyone,
    },
    entry: {
      url: '/mapping-sales-assignment/new',
      title: messages.mappingNewCustomer,
      menu: menu(33),
      demo: DEMO.everyone,
    },
  },
  records: {
    // The spec names the parameter salesrepMapId; its value is the ASSIGNMENT_MAP_ID.
    assignment: {
      path: '/mapping-sales-assignment/edit/:salesrepMapId',
      title: messages.editMappingAssignment,
      opensThrough: 'overview',
    },
  },
});
