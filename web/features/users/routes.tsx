/** The users screens: the users and the access profiles, each loaded when first opened. */
import { usersModule } from '../../../common/modules/users';
import { type AppRoute, lazyScreen, moduleRoutes } from '../../lib/app-route';

const UsersPage = lazyScreen(() => import('./UsersPage'), 'UsersPage');
const ProfilesPage = lazyScreen(() => import('./ProfilesPage'), 'ProfilesPage');

// A list and its record's route share their screen, so the screen keeps its state between them.
export const routes: AppRoute[] = moduleRoutes(
  usersModule,
  { users: UsersPage, profiles: ProfilesPage },
  { user: UsersPage, profile: ProfilesPage },
);
