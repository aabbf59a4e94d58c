// Staff users from the command line (the first staff member of a store is made this way):
//   npm run staff -- add <email> --permissions orders,returns,...   (creates the account when none has the email)
//   npm run staff -- list
//   npm run staff -- set <email> --permissions dealers,staff
//   npm run staff -- remove <email>
// Connects to the account service's database (MONGODB_URI, else the embedded one `npm start` runs). `add` prints the
// authenticator app's secret and otpauth:// URI once (and a one-time password for a new account): they are not
// stored anywhere else readable.
import { parseArgs } from 'node:util';
import type mongoose from 'mongoose';
import { openDatabase } from '@storefront/service-platform';
import { STAFF_PERMISSIONS, staffPermissionsProblem } from '@storefront/shared-domain/admin';
import type { StaffPermission } from '@storefront/shared-domain/admin';
import { accountModels } from '../models/user';
import type { AccountModels } from '../models/user';
import { COMMAND_LINE, findStaff, listStaff, makeStaff, removeStaff, setStaffPermissions } from '../domain/staff';
import { emailSchema } from '../routes/schemas';

export const USAGE = [
  'Usage: npm run staff -- add <email> --permissions <list>',
  '       npm run staff -- list',
  '       npm run staff -- set <email> --permissions <list>',
  '       npm run staff -- remove <email>',
  `Permissions (comma-separated): ${STAFF_PERMISSIONS.join(', ')}; "all" for every one, "none" for the audit log only.`,
].join('\n');

export type StaffCommand =
  | { name: 'add' | 'set'; email: string; permissions: StaffPermission[] }
  | { name: 'remove'; email: string }
  | { name: 'list' };

function permissionsOf(text: string | undefined): StaffPermission[] {
  if (text === undefined) throw new Error('--permissions is required');
  if (text.trim() === 'all') return [...STAFF_PERMISSIONS];
  const list = text.trim() === 'none' ? [] : text.split(',').map((p) => p.trim());
  const problem = staffPermissionsProblem(list);
  if (problem) throw new Error(problem);
  return list as StaffPermission[];
}

function emailOf(text: string | undefined): string {
  const parsed = emailSchema.safeParse(text ?? '');
  if (!parsed.success) throw new Error(`a valid email is required (got ${text ?? 'nothing'})`);
  return parsed.data;
}

function commandOf(positionals: string[], permissions: string | undefined): StaffCommand {
  const [name, email, ...extra] = positionals;
  if (extra.length > 0) throw new Error(`unexpected ${extra.join(' ')}`);
  if (name === 'list' && email === undefined) return { name };
  if (name === 'remove') return { name, email: emailOf(email) };
  if (name === 'add' || name === 'set') return { name, email: emailOf(email), permissions: permissionsOf(permissions) };
  throw new Error(name ? `unknown command ${name}` : 'a command is required');
}

/** The command the arguments ask for; throws a readable error (with the usage) when they are wrong. */
export function staffCommandFromArgs(argv: string[]): StaffCommand {
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      options: { permissions: { type: 'string' } },
      strict: true,
      allowPositionals: true,
    });
    return commandOf(positionals, values.permissions);
  } catch (err) {
    throw new Error(`${(err as Error).message}\n${USAGE}`);
  }
}

const permissionText = (list: readonly string[]) => (list.length > 0 ? list.join(',') : '(audit log only)');

/** Runs one command; answers the lines to print. */
export async function runStaffCommand(
  models: AccountModels,
  command: StaffCommand,
  now: Date = new Date(),
): Promise<string[]> {
  switch (command.name) {
    case 'add': {
      const input = { ...command, addedBy: COMMAND_LINE, now, createMissing: true };
      const { user, secondFactor, oneTimePassword } = await makeStaff(models, input);
      return [
        `${user.email} (account ${user.accountId}) is staff: ${permissionText(user.permissions)}`,
        ...(oneTimePassword ? [`new account; one-time password: ${oneTimePassword} (change it after signing in)`] : []),
        `second factor: add this to an authenticator app; it is shown once`,
        `  secret: ${secondFactor.secret}`,
        `  ${secondFactor.uri}`,
      ];
    }
    case 'set': {
      const { accountId } = toId(await findStaff(models, { email: command.email }));
      const { after } = await setStaffPermissions(models, accountId, command.permissions);
      return [`${after.email}: ${permissionText(after.permissions)}`];
    }
    case 'remove': {
      const { accountId } = toId(await findStaff(models, { email: command.email }));
      const before = await removeStaff(models, accountId);
      return [`${before.email} is no longer staff`];
    }
    case 'list':
      return listAll(models);
  }
}

const toId = (user: { account_id: string }) => ({ accountId: user.account_id });

async function listAll(models: AccountModels): Promise<string[]> {
  const { data, total } = await listStaff(models, { page: 1, pageSize: 1000 });
  if (total === 0) return ['no staff users'];
  return data.map(
    (u) =>
      `${u.email}\t${u.accountId}\t${permissionText(u.permissions)}\t` +
      `added ${u.addedAt?.slice(0, 10) ?? '?'} by ${u.addedBy ?? '?'}\t` +
      (u.secondFactorConfirmed ? 'app set up' : 'app not used yet'),
  );
}

async function main(): Promise<void> {
  let connection: mongoose.Connection | null = null;
  try {
    const command = staffCommandFromArgs(process.argv.slice(2));
    connection = await openDatabase('account');
    for (const line of await runStaffCommand(accountModels(connection), command)) process.stdout.write(`${line}\n`);
  } catch (err) {
    process.stderr.write(`staff: ${(err as Error).message}\n`);
    process.exitCode = 1;
  } finally {
    await connection?.close();
  }
}

if (require.main === module) void main();
