/**
 * The field app: the server side of the sales force's mobile app. A rep signs in as themselves
 * (`/api/field/login`, with the field app's key) and every call after is scoped to the positions
 * the rep holds today. It opens no menu screen.
 */
import { defineModule } from './define';

export const fieldAppModule = defineModule({ name: 'field-app', screens: {} });
