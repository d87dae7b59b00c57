import type * as tr from '../account-security-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  accountSecurityMessages: {
    passwordTitle: 'Change the password',
    passwordIntro: 'When you change your password, your other devices are signed out; you stay signed in on this one.',
    currentPassword: 'Current password',
    newPassword: 'New password',
    newPasswordAgain: 'New password (again)',
    passwordSubmit: 'Change the password',
    passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
    currentPasswordRequired: 'Please enter your current password.',
    currentPasswordWrong: 'Your current password is wrong.',
    passwordMismatch: 'The new passwords do not match.',
    passwordUnchanged: 'The new password cannot be the same as your current one.',
    sessionsTitle: 'Sessions',
    sessionsIntro: 'The devices where you are signed in. If you see one you do not recognise, sign it out and change your password.',
    thisDevice: 'This device',
    unknownDevice: 'Unknown device',
    signedInAt: 'Signed in',
    lastSeenAt: 'Last seen',
    activeNow: 'Active now',
    signOut: 'Sign out',
    signedOutDevice: 'The device was signed out.',
    signOutAll: 'Sign out of all devices',
    signOutAllHint: 'Signs you out everywhere you are signed in, this device included.',
    signOutAllConfirm: 'You will be signed out of every device where you are signed in, this one included. You will need to sign in again to go on.',
    sessionsFailed: 'The sessions could not be loaded.',
    passwordEndsLinks: 'Your calendar address is revoked too (you can make a new one if you need it), and your other devices get no more notifications.',
    signOutAllEndsLinks: 'Your calendar address and the notification subscriptions of all your devices are revoked too.',
  },
} satisfies CatalogueOf<typeof tr, 'account-security-words'>;
