/** The login and the session: no screen of the menu, but a contract, messages and server routes. */
import { defineModule } from './define';

export const authModule = defineModule({ name: 'auth', screens: {} });
