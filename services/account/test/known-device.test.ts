import type { CookieOptions, Request, Response } from 'express';
import { DEVICE_COOKIE, DEVICE_MAX_AGE_MS, knownDevices } from '../src/lib/known-device';
import { cookieOptionsFor } from '../src/routes/http';

const SECRET = 'test-secret-0123456789';
const BASE = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: 'auto' as const };

function requestWith(cookie?: string, secure = false): Request {
  return { headers: cookie === undefined ? {} : { cookie }, secure } as unknown as Request;
}

/** A response that keeps what res.cookie was given. */
function recorder() {
  const set: Array<{ name: string; value: string; options: CookieOptions }> = [];
  const res = { cookie: (name: string, value: string, options: CookieOptions) => set.push({ name, value, options }) };
  return { res: res as unknown as Response, set };
}

function devicesAt(clock: { now: number }, secret = SECRET) {
  return knownDevices({ secret, cookieOptionsFor: (req) => cookieOptionsFor(BASE, req), now: () => clock.now });
}

/** The cookie `devices` sets for the account, as the browser sends it back. */
function issue(devices: ReturnType<typeof knownDevices>, accountId: string, secure = false) {
  const { res, set } = recorder();
  devices.remember(requestWith(undefined, secure), res, accountId);
  return { header: `other=1; ${DEVICE_COOKIE}=${set[0].value}`, ...set[0] };
}

describe('device cookies', () => {
  it('are HttpOnly, SameSite=Lax, a year long, Secure exactly over HTTPS, and name no account', () => {
    const devices = devicesAt({ now: Date.now() });
    const plain = issue(devices, '100042');
    expect(plain.name).toBe('sa_device');
    expect(plain.options).toMatchObject({ httpOnly: true, sameSite: 'lax', path: '/', secure: false });
    expect(plain.options.maxAge).toBe(DEVICE_MAX_AGE_MS);
    expect(plain.value).not.toContain('100042');
    expect(issue(devices, '100042', true).options.secure).toBe(true);
    expect(cookieOptionsFor({ ...BASE, secure: true }, requestWith()).secure).toBe(true);
  });

  it('vouch only for the account they were issued for, with the same secret, for a year', () => {
    const clock = { now: Date.UTC(2025, 0, 1) };
    const devices = devicesAt(clock);
    const { header } = issue(devices, '100042');
    expect(devices.presented(requestWith(header))).toBe(true);
    expect(devices.presented(requestWith('other=1'))).toBe(false);
    expect(devices.vouchesFor(requestWith(header), '100042')).toBe(true);
    expect(devices.vouchesFor(requestWith(header), '100043')).toBe(false);
    expect(devicesAt(clock, 'another-secret-0123456789').vouchesFor(requestWith(header), '100042')).toBe(false);
    expect(devices.vouchesFor(requestWith(), '100042')).toBe(false);
    clock.now += DEVICE_MAX_AGE_MS;
    expect(devices.vouchesFor(requestWith(header), '100042')).toBe(true);
    clock.now += 1;
    expect(devices.vouchesFor(requestWith(header), '100042')).toBe(false);
  });

  it('refuse malformed values without throwing', () => {
    const devices = devicesAt({ now: Date.now() });
    for (const value of ['', '.', 'abc', 'zz.', '.zz', 'a.b.c', 'j:{"a":1}', '%E0%A4%A', `${'9'.repeat(400)}.x`]) {
      expect(devices.vouchesFor(requestWith(`${DEVICE_COOKIE}=${value}`), '100042')).toBe(false);
    }
  });
});
