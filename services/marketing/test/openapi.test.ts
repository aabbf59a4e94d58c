import mongoose from 'mongoose';
import { serviceApiProblems } from '@storefront/service-platform';
import { createApp } from '../src/app';
import { serviceApi } from '../src/routes/openapi';

// No database is needed to list the routes: the connection is never opened.
const app = createApp({ connection: mongoose.createConnection(), rateLimitStore: 'memory' });

test('every route of the marketing service is declared with a schema for each input, and described in the document', () => {
  expect(serviceApiProblems(app, serviceApi)).toEqual([]);
});
