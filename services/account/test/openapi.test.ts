import session from 'express-session';
import mongoose from 'mongoose';
import { LoggingMailer, SESSION_COOKIE_NAME, serviceApiProblems } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { loadAccountConfig } from '../src/config';
import { SESSION_COOKIE } from '../src/routes/auth';
import { serviceApi } from '../src/routes/openapi';

// No database is needed to list the routes: the connection is never opened, sessions and limits stay in memory.
const app = createApp(
  {
    connection: mongoose.createConnection(),
    mailer: new LoggingMailer(),
    options: {
      sessionSecret: 'test-secret-0123456789',
      sessionStore: new session.MemoryStore(),
      rateLimitStore: 'memory',
    },
  },
  loadAccountConfig({}),
);

test('every route of the account service is declared with a schema for each input, and described in the document', () => {
  expect(serviceApiProblems(app, serviceApi)).toEqual([]);
});

test('the document names the session cookie the service sets', () => {
  expect(SESSION_COOKIE_NAME).toBe(SESSION_COOKIE);
});
