import { STAFF_PERMISSIONS } from '@storefront/shared-domain/admin';
import { runStaffCommand, staffCommandFromArgs } from '../src/cli/staff';
import { totpCode, totpStepOf } from '../src/lib/totp';
import { verifyPassword } from '../src/lib/passwords';
import { accountModels } from '../src/models/user';
import type { UserDoc } from '../src/models/user';
import { setUpAccountDatabase, shopper } from './helpers';

const env = setUpAccountDatabase('account-staff-cli');
const models = () => accountModels(env.db.connection);

describe('npm run staff: the arguments', () => {
  it('reads add, set, remove and list', () => {
    expect(staffCommandFromArgs(['add', 'A@Example.com', '--permissions', 'orders,returns'])).toEqual({
      name: 'add',
      email: 'a@example.com',
      permissions: ['orders', 'returns'],
    });
    expect(staffCommandFromArgs(['set', 'a@example.com', '--permissions=all'])).toMatchObject({
      permissions: [...STAFF_PERMISSIONS],
    });
    expect(staffCommandFromArgs(['set', 'a@example.com', '--permissions', 'none'])).toMatchObject({ permissions: [] });
    expect(staffCommandFromArgs(['remove', 'a@example.com'])).toEqual({ name: 'remove', email: 'a@example.com' });
    expect(staffCommandFromArgs(['list'])).toEqual({ name: 'list' });
  });

  it('refuses wrong arguments with the usage', () => {
    for (const argv of [
      [],
      ['promote', 'a@example.com'],
      ['add', 'a@example.com'],
      ['add', 'not-an-email', '--permissions', 'orders'],
      ['add', 'a@example.com', '--permissions', 'orders,root'],
      ['add', 'a@example.com', '--permissions', 'orders,orders'],
      ['list', 'extra'],
      ['remove', 'a@example.com', '--force'],
    ]) {
      expect(() => staffCommandFromArgs(argv)).toThrow(/Usage: npm run staff/);
    }
  });
});

describe('npm run staff: the commands', () => {
  it('makes an existing account staff with a new secret, printed once', async () => {
    const lines = await runStaffCommand(
      models(),
      staffCommandFromArgs(['add', shopper.email, '--permissions', 'orders']),
    );
    expect(lines[0]).toMatch(new RegExp(`^${shopper.email} \\(account 100001\\) is staff: orders$`));
    expect(lines.join('\n')).not.toMatch(/one-time password/);
    const secret = lines.find((l) => l.includes('secret:'))!.split('secret: ')[1];
    expect(lines.some((l) => l.trim().startsWith('otpauth://totp/'))).toBe(true);
    const stored = await models().User.findOne({ email: shopper.email }).select('+staff.totpSecret').lean<UserDoc>();
    expect(stored?.staff).toMatchObject({ permissions: ['orders'], totpSecret: secret, addedBy: 'command line' });
    const now = new Date();
    expect(totpStepOf(secret, totpCode(secret, now), now)).not.toBeNull();
    await expect(
      runStaffCommand(models(), staffCommandFromArgs(['add', shopper.email, '--permissions', 'orders'])),
    ).rejects.toThrow(/already a staff account/);
  });

  it('creates the account with a one-time password when none has the email', async () => {
    const lines = await runStaffCommand(
      models(),
      staffCommandFromArgs(['add', 'first-staff@example.com', '--permissions', 'all']),
    );
    const password = lines.find((l) => l.includes('one-time password'))!.match(/password: (\S+)/)![1];
    const user = await models()
      .User.findOne({ email: 'first-staff@example.com' })
      .select('+passwordHash')
      .lean<UserDoc>();
    expect(user?.account_id).toMatch(/^2\d{5}$/);
    expect(await verifyPassword(password, user!.passwordHash)).toBe(true);
    expect(user?.staff?.permissions).toEqual([...STAFF_PERMISSIONS]);
  });

  it('lists, changes and removes staff users', async () => {
    const list = await runStaffCommand(models(), { name: 'list' });
    expect(list.some((l) => l.startsWith('staff@example.com\t100003\t'))).toBe(true);
    expect(list.join('\n')).not.toMatch(/[A-Z2-7]{32}/);
    const set = await runStaffCommand(
      models(),
      staffCommandFromArgs(['set', shopper.email, '--permissions', 'dealers,staff']),
    );
    expect(set).toEqual([`${shopper.email}: dealers,staff`]);
    const removed = await runStaffCommand(models(), staffCommandFromArgs(['remove', shopper.email]));
    expect(removed).toEqual([`${shopper.email} is no longer staff`]);
    expect((await models().User.findOne({ email: shopper.email }).lean<UserDoc>())?.staff).toBeUndefined();
    await expect(runStaffCommand(models(), { name: 'remove', email: shopper.email })).rejects.toThrow(/No staff user/);
  });
});
