/**
 * Users and access as head office meets them: a new branch user made on Daftar Pengguna with a
 * one-time password shown once, that user's first login changing it, and the user deactivated
 * behind a confirmation; Profil Akses lists the profiles with their screens.
 */
import { mkdirSync } from 'node:fs';
import { messages } from '../common/messages';
import { choose, confirmDialog, login, logout, openMenu, snackbar, users } from './support';
import { expect, test } from './support/fixtures';

const SHOTS = '/tmp/armada-shots';
mkdirSync(SHOTS, { recursive: true });

test.describe('Pengguna', () => {
  test('head office makes a user, who changes the one-time password, then deactivates it', async ({
    page,
  }) => {
    await login(page, users.hoAdmin);
    await openMenu(page, 'Pengguna', messages.userList);
    await expect(page).toHaveTitle(`${messages.userList} | Armada`);
    const list = page.getByTestId('user-list');
    await expect(list.getByRole('row').filter({ hasText: 'hq.marketing' })).toBeVisible();

    const form = page.getByTestId('user-form');
    await form.getByTestId('user-id').fill('sby.staff');
    await form.getByTestId('user-name-field').fill('Staf Cabang Surabaya');
    await form.getByTestId('position-code').fill('sby-staff');
    await choose(page, 'user-branch', 'SBY - SURABAYA');
    await page.getByTestId('user-profiles').click();
    const dialog = page.getByTestId('user-profiles-dialog').getByRole('dialog');
    await dialog.getByRole('checkbox', { name: 'BRANCH - Admin Cabang', exact: true }).check();
    await dialog.getByRole('button', { name: messages.ok }).click();
    await page.screenshot({ path: `${SHOTS}/users-form.png`, fullPage: true });
    await form.getByTestId('save').click();
    await confirmDialog(page);

    const shown = page.getByRole('dialog', { name: messages.oneTimePasswordIs('sby.staff') });
    await expect(shown).toBeVisible();
    const oneTime = ((await shown.getByRole('paragraph').textContent()) ?? '').trim();
    expect(oneTime).toMatch(/^[A-Za-z2-9]{14}$/);
    await page.screenshot({ path: `${SHOTS}/users-one-time-password.png` });
    // A notice, not a question: its one button closes it.
    await expect(shown.getByRole('button')).toHaveText(['OK']);
    await shown.getByRole('button', { name: 'OK' }).click();
    await expect(snackbar(page, 'success', messages.userSaved)).toBeVisible();
    const row = list.getByRole('row').filter({ hasText: 'sby.staff' });
    await expect(row).toContainText('SBY-STAFF');
    await page.screenshot({ path: `${SHOTS}/users-list.png`, fullPage: true });

    // The new user's first login asks for a new password before anything else.
    await logout(page);
    await page.getByLabel(messages.usernameLabel).fill('sby.staff');
    await page.getByLabel(messages.passwordLabel).fill(oneTime);
    await page.getByLabel(messages.passwordLabel).press('Enter');
    const change = page.getByTestId('change-password');
    await expect(change).toBeVisible();
    await change.getByTestId('new-password').fill('sby.staff-2026');
    await change.getByTestId('repeat-password').fill('sby.staff-2026');
    await change.getByTestId('change-password-submit').click();
    await expect(snackbar(page, 'error', messages.passwordHasUserName)).toBeVisible();
    await change.getByTestId('new-password').fill('Lumpia Semarang 88');
    await change.getByTestId('repeat-password').fill('Lumpia Semarang 88');
    await page.screenshot({ path: `${SHOTS}/users-change-password.png` });
    await change.getByTestId('change-password-submit').click();
    await expect(page.getByTestId('user-name')).toHaveText('Staf Cabang Surabaya');

    // Head office deactivates the user: a confirmation, then the row says so.
    await logout(page);
    await login(page, users.hoAdmin);
    await openMenu(page, 'Pengguna', messages.userList);
    const again = page.getByTestId('user-list').getByRole('row').filter({ hasText: 'sby.staff' });
    await again.getByTestId('deactivate-user').click();
    await confirmDialog(page, { text: messages.deactivateConfirm('sby.staff') });
    await expect(snackbar(page, 'success', messages.userDeactivated)).toBeVisible();
    await expect(page.getByTestId('user-status-sby.staff')).toHaveText('INACTIVE');

    await openMenu(page, 'Pengguna', messages.accessProfiles);
    const profiles = page.getByTestId('profile-list');
    await expect(profiles.getByRole('row').filter({ hasText: 'USER_ADMIN' })).toContainText(
      messages.userList,
    );
    await page.screenshot({ path: `${SHOTS}/users-profiles.png`, fullPage: true });

    // A profile no one holds can be deleted, behind a confirmation; one users hold offers no delete.
    const profileForm = page.getByTestId('profile-form');
    await profileForm.getByTestId('profile-code').fill('SEMENTARA');
    await profileForm.getByTestId('profile-desc').fill('Profil sementara');
    await page.getByTestId('profile-screens').click();
    const screens = page.getByTestId('profile-screens-dialog').getByRole('dialog');
    await screens.getByRole('checkbox', { name: `Pengguna / ${messages.userList}`, exact: true }).check();
    await screens.getByRole('button', { name: messages.ok }).click();
    await profileForm.getByTestId('save').click();
    await confirmDialog(page);
    await expect(snackbar(page, 'success', messages.profileSaved)).toBeVisible();
    const made = profiles.getByRole('row').filter({ hasText: 'SEMENTARA' });
    await expect(made).toContainText(messages.userList);
    await expect(
      profiles.getByRole('row').filter({ hasText: 'USER_ADMIN' }).getByTestId('delete-profile'),
    ).toHaveCount(0);
    await made.getByTestId('delete-profile').click();
    await confirmDialog(page, { text: messages.deleteProfileConfirm('SEMENTARA') });
    await expect(snackbar(page, 'success', messages.profileDeleted)).toBeVisible();
    await expect(made).toHaveCount(0);

    // On a phone the top bar keeps the change of password beside the name.
    await page.setViewportSize({ width: 390, height: 800 });
    await expect(page.getByTestId('open-change-password')).toBeVisible();
    await page.getByTestId('open-change-password').click();
    await expect(page.getByTestId('change-password').getByTestId('current-password')).toBeVisible();
    // The dialog fades in: the picture is taken once it is whole.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${SHOTS}/users-change-own-password-phone.png` });
  });
});
