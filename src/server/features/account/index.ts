import { accountFeature } from '../../../shared/features/account';
import { defineServerFeature } from '../../platform/feature';
import { accountRoutes } from './routes';
import { inviteRoutes } from './invite-routes';
import { accountSecurityRoutes } from './security-routes';
import { accountSeed } from './seed';

/** Setup, sign-in, invites, the member's password and devices; members are a core export kind (shared/transfer.ts). */
export const accountServer = defineServerFeature(accountFeature, {
  routes: [accountRoutes, inviteRoutes, accountSecurityRoutes],
  seed: accountSeed,
});
