import express from 'express';
import { AUDIT_JOB, createJobQueue, enqueueMail, mailJobHandler, recordAudit, testDatabaseForSuite } from '../src';
import { LoggingMailer } from '../src/mail';
import { viewerHeaders, viewerMiddleware } from '../src/viewer';
import type { JobHandler } from '../src';

jest.setTimeout(60_000);

const suite = testDatabaseForSuite('platform-jobs');

beforeEach(async () => {
  await suite.db.connection.collection('jobs').deleteMany({});
});

describe('the MongoDB job queue', () => {
  it('runs a queued job once, after the request that queued it, and keeps it as done', async () => {
    const mailer = new LoggingMailer();
    const queue = createJobQueue(suite.db.connection, { handlers: { mail: mailJobHandler(mailer) } });
    await enqueueMail(queue, { to: 'a@example.com', subject: 'Your order', text: 'Thanks' });
    expect(mailer.sent).toHaveLength(0);
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(mailer.sent.map((m) => m.subject)).toEqual(['Your order']);
    const [job] = await queue.list('mail');
    expect(job.state).toBe('done');
  });

  it('enqueues a job with a key once only, however often it is asked', async () => {
    const queue = createJobQueue(suite.db.connection, { handlers: {} });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => queue.enqueue('alert', { sku: 'X' }, { key: 'alert:X:1' })),
    );
    expect(answers.filter((a) => a.queued)).toHaveLength(1);
    expect(await queue.list('alert')).toHaveLength(1);
  });

  it('tries a failing job again later with a growing wait, and gives up after its attempts', async () => {
    let calls = 0;
    const failing: JobHandler = () => {
      calls += 1;
      return Promise.reject(new Error('SMTP down'));
    };
    const queue = createJobQueue(suite.db.connection, { handlers: { mail: failing }, retryWaitMs: 1000 });
    await queue.enqueue('mail', { to: 'a@example.com' }, { maxAttempts: 2 });
    expect(await queue.runDue()).toBe(1);
    let [job] = await queue.list('mail');
    expect(job).toMatchObject({ state: 'queued', attempts: 1, lastError: 'SMTP down' });
    expect(await queue.runDue()).toBe(0); // not due yet
    expect(await queue.runDue(new Date(Date.now() + 5000))).toBe(1);
    [job] = await queue.list('mail');
    expect(job).toMatchObject({ state: 'failed', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('never runs one job twice when two workers drain at once', async () => {
    const seen: string[] = [];
    const handler: JobHandler = async (payload: never) => {
      seen.push((payload as { n: string }).n);
      await new Promise((r) => setTimeout(r, 5));
    };
    const a = createJobQueue(suite.db.connection, { handlers: { work: handler } });
    const b = createJobQueue(suite.db.connection, { handlers: { work: handler } });
    for (let n = 0; n < 10; n += 1) await a.enqueue('work', { n: String(n) });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(ranA + ranB).toBe(10);
    expect([...seen].sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('takes back a job whose worker died holding it, once its lease ran out', async () => {
    const queue = createJobQueue(suite.db.connection, { handlers: { work: () => Promise.resolve() }, leaseMs: 1000 });
    await queue.enqueue('work', {});
    await suite.db.connection
      .collection('jobs')
      .updateMany({}, { $set: { state: 'running', lockedUntil: new Date(Date.now() + 1000) } });
    expect(await queue.runDue()).toBe(0);
    expect(await queue.runDue(new Date(Date.now() + 2000))).toBe(1);
  });
});

describe('recordAudit', () => {
  it("queues an entry with the staff viewer as actor, the change's values and a unique id", async () => {
    const queue = createJobQueue(suite.db.connection, { handlers: {} });
    const app = express();
    app.use(viewerMiddleware('secret-of-sixteen-chars'));
    let entryId = '';
    app.get('/', (req, res, next) => {
      recordAudit(queue, req, {
        area: 'orders',
        action: 'order.ship',
        target: { kind: 'order', id: '100123' },
        summary: 'Shipped order 100123',
        before: { state: 'paid' },
        after: { state: 'fulfilled' },
      }).then((entry) => {
        entryId = entry.id;
        res.end();
      }, next);
    });
    const viewer = { accountId: '7', email: 's@example.com', role: 1, isDealer: false, staff: ['orders' as const] };
    const request = (await import('supertest')).default;
    await request(app).get('/').set(viewerHeaders(viewer, 'secret-of-sixteen-chars')).expect(200);
    const [job] = await queue.list(AUDIT_JOB);
    expect(job.payload).toMatchObject({
      id: entryId,
      actor: { accountId: '7', email: 's@example.com' },
      area: 'orders',
      action: 'order.ship',
      before: { state: 'paid' },
      after: { state: 'fulfilled' },
    });
  });
});

describe('a job queue whose database is down', () => {
  it('rejects the drain it was asked for, and stops cleanly', async () => {
    const mongoose = (await import('mongoose')).default;
    const down = mongoose.createConnection('mongodb://127.0.0.1:1/none', {
      serverSelectionTimeoutMS: 100,
      bufferCommands: false,
    });
    down.on('error', () => undefined);
    const unhandled: unknown[] = [];
    const listener = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', listener);
    try {
      const queue = createJobQueue(down, { handlers: {} });
      await expect(queue.runDue()).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 50));
      await queue.stop();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', listener);
      await down.close().catch(() => undefined);
    }
  });
});
