import mongoose from 'mongoose';
import { testDatabaseForSuite, trusted } from '../src';

jest.setTimeout(60_000);

const suite = testDatabaseForSuite('platform');

describe('openDatabase', () => {
  it("uses the area's own database", () => {
    expect(suite.db.connection.name).toBe('storefront-platform');
    expect(suite.db.connection.readyState).toBe(1);
  });

  it('neutralises operators coming from requests (sanitizeFilter) and allows trusted ones', async () => {
    const Thing = suite.db.connection.model('Thing', new mongoose.Schema({ sku: String, secret: String }));
    await Thing.create([
      { sku: 'A', secret: 'a' },
      { sku: 'B', secret: 'b' },
    ]);
    const fromRequest = JSON.parse('{"$ne": "nothing"}') as unknown;
    // wrapped in $eq, then rejected by the schema cast (the error handler answers 400)
    await expect(Thing.find({ sku: fromRequest as string }).exec()).rejects.toBeInstanceOf(mongoose.Error.CastError);
    expect(await Thing.find({ sku: trusted({ $in: ['A', 'B'] }) })).toHaveLength(2);
    await expect(Thing.find(JSON.parse('{"$where": "true"}') as object).exec()).rejects.toThrow(/sanitizeFilter/);
  });

  it("still refuses a query executed twice, without paying for the first call's stack on every query", async () => {
    const Part = suite.db.connection.model('Part', new mongoose.Schema({ sku: String }));
    const query = Part.findOne({ sku: 'A' }).lean();
    await query.exec();
    const error = await query.exec().then(
      () => undefined,
      (thrown: unknown) => thrown as Error & { originalStack?: string },
    );
    expect(error?.message).toMatch(/^Query was already executed/);
    expect(error?.originalStack).toBeUndefined();
  });
});
