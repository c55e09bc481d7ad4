/** Users and their access: who may log in, and which menu screens each access profile opens. */
import { messages } from '../messages';
import { DEMO, defineModule } from './define';

const menu = (id: number) => ({ id, group: 'users' }) as const;

export const usersModule = defineModule({
  name: 'users',
  screens: {
    users: { url: '/users/userlist', title: messages.userList, menu: menu(111), demo: DEMO.userAdmin },
    profiles: {
      url: '/users/accessprofile',
      title: messages.accessProfiles,
      menu: menu(112),
      demo: DEMO.userAdmin,
    },
  },
  records: {
    user: { path: '/users/userlist/:userId', title: messages.editUser, opensThrough: 'users' },
    profile: {
      path: '/users/accessprofile/:profile',
      title: messages.editAccessProfile,
      opensThrough: 'profiles',
    },
  },
});
