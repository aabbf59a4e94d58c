// Geospatial queries and text search, written from the MongoDB manual's
// stated behaviour (each test names the manual page). Runs against a real MongoDB when MONGODB_URI
// is set, like test/compat.test.ts.
import { Connection } from 'mongoose';
import { withMongooseTarget } from './target';

jest.setTimeout(30_000);

let conn: Connection;
withMongooseTarget('geotext', (started) => (conn = started.conn));

const db = () => conn.db!;

/** MongoDB's Earth radius (manual: "Calculate Distance Using Spherical Geometry"): 6378.1 km. */
const EARTH_RADIUS_METRES = 6378100;

function haversineRadians([lng1, lat1]: number[], [lng2, lat2]: number[]): number {
  const r = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(r(lat2 - lat1) / 2) ** 2 + Math.cos(r(lat1)) * Math.cos(r(lat2)) * Math.sin(r(lng2 - lng1) / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(h));
}

const TAMPA = [-82.4572, 27.9506];
const ORLANDO = [-81.3792, 28.5383];
const MIAMI = [-80.1918, 25.7617];
const ATLANTA = [-84.388, 33.749];
const CITIES = { tampa: TAMPA, orlando: ORLANDO, miami: MIAMI, atlanta: ATLANTA };

async function placesCollection(name: string) {
  const coll = db().collection(name);
  await coll.insertMany(
    Object.entries(CITIES).map(([city, coordinates]) => ({
      _id: city as unknown as never,
      city,
      open: city !== 'miami',
      loc: { type: 'Point', coordinates },
      pair: coordinates,
    })),
  );
  return coll;
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 'no error',
    (e: { code?: number }) => e.code,
  );

describe('geospatial indexes and queries (item 11)', () => {
  it('lists 2dsphere indexes with 2dsphereIndexVersion 3 and 2d indexes with their key types (manual: 2dsphere Indexes, 2d Indexes)', async () => {
    const coll = await placesCollection('geo_indexes');
    await coll.createIndex({ loc: '2dsphere' });
    await coll.createIndex({ pair: '2d' });
    await coll.createIndex({ loc: '2dsphere' }); // idempotent, as mongoose's init repeats it
    const indexes = await coll.listIndexes().toArray();
    expect(indexes.find((i) => i.name === 'loc_2dsphere')).toMatchObject({
      key: { loc: '2dsphere' },
      '2dsphereIndexVersion': 3,
    });
    expect(indexes.find((i) => i.name === 'pair_2d')).toMatchObject({ key: { pair: '2d' } });
  });

  it('refuses invalid GeoJSON in a 2dsphere-indexed field with code 16755, on write and on index build (manual: 2dsphere Indexes, geospatial fields)', async () => {
    const coll = await placesCollection('geo_invalid');
    await coll.createIndex({ loc: '2dsphere' });
    await coll.insertOne({ _id: 'nowhere' as unknown as never, city: 'nowhere' }); // no location: not indexed
    expect(await codeOf(coll.insertOne({ loc: { type: 'Point', coordinates: [200, 10] } }))).toBe(16755);
    const openRing = {
      type: 'Polygon',
      coordinates: [
        [
          [0, 0],
          [1, 0],
          [1, 1],
          [0, 1],
        ],
      ],
    };
    expect(await codeOf(coll.insertOne({ loc: openRing }))).toBe(16755);
    expect(await codeOf(coll.updateOne({ _id: 'tampa' as never }, { $set: { loc: { type: 'Point' } } }))).toBe(16755);
    expect(await coll.countDocuments({})).toBe(5);
    const other = db().collection('geo_invalid_build');
    await other.insertOne({ loc: { type: 'Point', coordinates: ['x', 1] } });
    expect(await codeOf(other.createIndex({ loc: '2dsphere' }))).toBe(16755);
  });

  it('$near with a GeoJSON point answers nearest first within $maxDistance / beyond $minDistance metres (manual: $near)', async () => {
    const coll = await placesCollection('geo_near');
    await coll.createIndex({ loc: '2dsphere' });
    const near = await coll
      .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: TAMPA }, $maxDistance: 400_000 } } })
      .toArray();
    expect(near.map((d) => d._id)).toEqual(['tampa', 'orlando', 'miami']);
    const ring = await coll
      .find({
        loc: { $near: { $geometry: { type: 'Point', coordinates: TAMPA }, $minDistance: 1000, $maxDistance: 200_000 } },
        open: true,
      })
      .toArray();
    expect(ring.map((d) => d._id)).toEqual(['orlando']);
    const limited = await coll
      .find({ loc: { $nearSphere: { $geometry: { type: 'Point', coordinates: ATLANTA } } } })
      .limit(2)
      .toArray();
    expect(limited.map((d) => d._id)).toEqual(['atlanta', 'orlando']);
  });

  it('$nearSphere with a legacy pair measures radians; $near on a 2d index measures plane units (manual: $nearSphere, $near)', async () => {
    const coll = await placesCollection('geo_near_legacy');
    await coll.createIndex({ pair: '2d' });
    const radius = haversineRadians(TAMPA, ORLANDO) + 0.001;
    const sphere = await coll.find({ pair: { $nearSphere: TAMPA, $maxDistance: radius } }).toArray();
    expect(sphere.map((d) => d._id)).toEqual(['tampa', 'orlando']);
    // plane distance Tampa -> Miami is about 3.2 degrees, Tampa -> Atlanta about 6.4
    const plane = await coll.find({ pair: { $near: TAMPA, $maxDistance: 4 } }).toArray();
    expect(plane.map((d) => d._id)).toEqual(['tampa', 'orlando', 'miami']);
  });

  it('$near without a geospatial index fails with code 291 "unable to find index for $geoNear query" (manual: $near requires a geospatial index)', async () => {
    const coll = await placesCollection('geo_near_no_index');
    const err = await coll
      .find({ loc: { $near: { $geometry: { type: 'Point', coordinates: TAMPA } } } })
      .toArray()
      .catch((e: { code: number; message: string }) => e);
    expect(err).toMatchObject({ code: 291 });
    expect((err as Error).message).toMatch(/unable to find index for \$geoNear query/);
  });

  it('$geoWithin with $centerSphere, $box, $polygon, $center and $geometry Polygon / MultiPolygon, no index needed (manual: $geoWithin)', async () => {
    const coll = await placesCollection('geo_within');
    const ids = async (filter: object) => (await coll.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    // 200 miles around Tampa, in radians (manual: divide miles by 3963.2)
    expect(await ids({ loc: { $geoWithin: { $centerSphere: [TAMPA, 200 / 3963.2] } } })).toEqual(['orlando', 'tampa']);
    expect(
      await ids({
        pair: {
          $geoWithin: {
            $box: [
              [-83, 25],
              [-80, 29],
            ],
          },
        },
      }),
    ).toEqual(['miami', 'orlando', 'tampa']);
    expect(
      await ids({
        pair: {
          $geoWithin: {
            $polygon: [
              [-83, 27],
              [-82, 27],
              [-82, 29],
              [-83, 29],
            ],
          },
        },
      }),
    ).toEqual(['tampa']);
    expect(await ids({ pair: { $geoWithin: { $center: [ATLANTA, 1] } } })).toEqual(['atlanta']);
    const florida = [
      [
        [-87.6, 31],
        [-80, 31],
        [-80, 24.5],
        [-87.6, 24.5],
        [-87.6, 31],
      ],
    ];
    expect(await ids({ loc: { $geoWithin: { $geometry: { type: 'Polygon', coordinates: florida } } } })).toEqual([
      'miami',
      'orlando',
      'tampa',
    ]);
    const georgiaAndMiami = [
      [
        [
          [-85.6, 35],
          [-81, 35],
          [-81, 30.4],
          [-85.6, 30.4],
          [-85.6, 35],
        ],
      ],
      [
        [
          [-80.5, 25.5],
          [-80, 25.5],
          [-80, 26],
          [-80.5, 26],
          [-80.5, 25.5],
        ],
      ],
    ];
    expect(
      await ids({ loc: { $geoWithin: { $geometry: { type: 'MultiPolygon', coordinates: georgiaAndMiami } } } }),
    ).toEqual(['atlanta', 'miami']);
    const inLaterStage = await coll
      .aggregate([{ $project: { loc: 1 } }, { $match: { loc: { $geoWithin: { $centerSphere: [MIAMI, 0.01] } } } }])
      .toArray();
    expect(inLaterStage).toEqual([{ _id: 'miami', loc: { type: 'Point', coordinates: MIAMI } }]);
  });

  it('$geoIntersects matches points inside a polygon and polygons containing a point (manual: $geoIntersects)', async () => {
    const coll = await placesCollection('geo_intersects');
    const box = {
      type: 'Polygon',
      coordinates: [
        [
          [-83, 27],
          [-81, 27],
          [-81, 29],
          [-83, 29],
          [-83, 27],
        ],
      ],
    };
    const points = await coll.find({ loc: { $geoIntersects: { $geometry: box } } }).toArray();
    expect(points.map((d) => d._id).sort()).toEqual(['orlando', 'tampa']);
    const zones = db().collection('geo_zones');
    await zones.insertMany([
      { _id: 'central-florida' as unknown as never, area: box },
      {
        _id: 'south-florida' as unknown as never,
        area: {
          type: 'Polygon',
          coordinates: [
            [
              [-81, 25],
              [-80, 25],
              [-80, 26.5],
              [-81, 26.5],
              [-81, 25],
            ],
          ],
        },
      },
    ]);
    const atMiami = await zones
      .find({ area: { $geoIntersects: { $geometry: { type: 'Point', coordinates: MIAMI } } } })
      .toArray();
    expect(atMiami.map((d) => d._id)).toEqual(['south-florida']);
    const crossing = {
      type: 'LineString',
      coordinates: [
        [-82, 27.5],
        [-80.5, 25.5],
      ],
    };
    const crossed = await zones.find({ area: { $geoIntersects: { $geometry: crossing } } }).toArray();
    expect(crossed.map((d) => d._id).sort()).toEqual(['central-florida', 'south-florida']);
  });

  it('$geoNear stage: distanceField, spherical, maxDistance, query, key, distanceMultiplier, includeLocs (manual: $geoNear (aggregation))', async () => {
    const coll = await placesCollection('geo_near_stage');
    await coll.createIndex({ loc: '2dsphere' });
    const out = await coll
      .aggregate([
        {
          $geoNear: {
            near: { type: 'Point', coordinates: TAMPA },
            distanceField: 'dist.km',
            spherical: true,
            maxDistance: 450_000,
            query: { open: true },
            key: 'loc',
            distanceMultiplier: 0.001,
            includeLocs: 'dist.location',
          },
        },
        { $project: { _id: 1, dist: 1 } },
      ])
      .toArray();
    expect(out.map((d) => d._id)).toEqual(['tampa', 'orlando']);
    expect(out[0].dist.km).toBeCloseTo(0, 6);
    expect(out[1].dist.km).toBeCloseTo((haversineRadians(TAMPA, ORLANDO) * EARTH_RADIUS_METRES) / 1000, 0);
    expect(out[1].dist.location).toEqual({ type: 'Point', coordinates: ORLANDO });
  });

  it('$geoNear must be the first stage of a pipeline: code 40603 (manual: $geoNear behavior)', async () => {
    const coll = await placesCollection('geo_near_second');
    await coll.createIndex({ loc: '2dsphere' });
    const pipeline = [
      { $match: {} },
      { $geoNear: { near: { type: 'Point', coordinates: TAMPA }, distanceField: 'd' } },
    ];
    expect(await codeOf(coll.aggregate(pipeline).toArray())).toBe(40603);
  });
});

describe('text search (item 12)', () => {
  async function articles(name: string, index?: object, options?: object) {
    const coll = db().collection(name);
    await coll.insertMany([
      { _id: 1 as unknown as never, title: 'Marine speakers', body: 'Speakers that survive salt water and sun' },
      {
        _id: 2 as unknown as never,
        title: 'Subwoofer boxes',
        body: 'Sealed or ported: choosing a box for your speaker',
      },
      { _id: 3 as unknown as never, title: 'Amplifier wiring', body: 'Running power wire from the battery' },
      { _id: 4 as unknown as never, title: 'Coffee', body: 'Nothing about car audio here', language: 'none' },
    ]);
    if (index) await coll.createIndex(index as never, options);
    return coll;
  }
  const ids = (docs: { _id: unknown }[]) => docs.map((d) => d._id);

  it('lists a text index with _fts/_ftsx key, weights, default_language, language_override and textIndexVersion 3 (manual: Text Indexes)', async () => {
    const coll = await articles('text_index', { title: 'text', body: 'text' }, { weights: { title: 10 } });
    await coll.createIndex({ title: 'text', body: 'text' }, { weights: { title: 10 } }); // idempotent
    const index = (await coll.listIndexes().toArray()).find((i) => i.name === 'title_text_body_text');
    expect(index).toMatchObject({
      key: { _fts: 'text', _ftsx: 1 },
      weights: { title: 10, body: 1 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
  });

  it('refuses a second text index with code 85 and $text without a text index with code 27 (manual: a collection can have at most one text index; $text)', async () => {
    const coll = await articles('text_refusals');
    expect(await codeOf(coll.find({ $text: { $search: 'speaker' } }).toArray())).toBe(27);
    await coll.createIndex({ title: 'text' });
    expect(await codeOf(coll.createIndex({ body: 'text' }))).toBe(85);
  });

  it('$search: terms OR, stemming, stop words, "phrases" AND, -negation (manual: $text)', async () => {
    const coll = await articles('text_search', { title: 'text', body: 'text' });
    const search = async (s: string, extra: object = {}) =>
      ids(
        await coll
          .find({ $text: { $search: s, ...extra } })
          .sort({ _id: 1 })
          .toArray(),
      );
    expect(await search('speaker wire')).toEqual([1, 2, 3]); // "speaker" stems to match "speakers"; OR
    expect(await search('running')).toEqual([3]); // "running" and "Running" share the stem "run"
    expect(await search('the and of')).toEqual([]); // stop words only
    expect(await search('speaker "salt water"')).toEqual([1]);
    expect(await search('speaker -marine')).toEqual([2]);
    expect(await search('speaker -"your speaker"')).toEqual([1]);
    expect(await search('Speakers', { $caseSensitive: true })).toEqual([1]);
    expect(await search('about', { $language: 'none' })).toEqual([4]); // no stop words with language none
    expect(await coll.countDocuments({ $text: { $search: 'box' }, _id: { $gt: 1 } })).toBe(1);
  });

  it('{ $meta: "textScore" } in projection and sort ranks by weighted relevance (manual: $meta, Assign Weights to Text Search Results)', async () => {
    const coll = await articles('text_score', { title: 'text', body: 'text' }, { weights: { title: 10, body: 1 } });
    const docs = await coll
      .find({ $text: { $search: 'speaker' } }, { projection: { title: 1, score: { $meta: 'textScore' } } })
      .sort({ score: { $meta: 'textScore' } })
      .toArray();
    expect(ids(docs)).toEqual([1, 2]);
    expect(Object.keys(docs[0]).sort()).toEqual(['_id', 'score', 'title']);
    expect(docs[0].score).toBeGreaterThan(docs[1].score);
    expect(docs[1].score).toBeGreaterThan(0);
    const all = await coll
      .find({ $text: { $search: 'battery' } }, { projection: { score: { $meta: 'textScore' } } })
      .toArray();
    expect(all[0]).toMatchObject({ _id: 3, title: 'Amplifier wiring', body: expect.any(String) });
  });

  it('$text in the first $match of an aggregation, with { $meta: "textScore" } in later stages; elsewhere code 17313 (manual: $text in the Aggregation Pipeline)', async () => {
    const coll = await articles('text_aggregate', { title: 'text', body: 'text' }, { weights: { title: 10 } });
    const ranked = await coll
      .aggregate([
        { $match: { $text: { $search: 'speaker' } } },
        { $sort: { score: { $meta: 'textScore' } } },
        { $project: { title: 1, score: { $meta: 'textScore' } } },
      ])
      .toArray();
    expect(ids(ranked)).toEqual([1, 2]);
    expect(ranked[0].score).toBeGreaterThan(ranked[1].score);
    expect(Object.keys(ranked[0]).sort()).toEqual(['_id', 'score', 'title']);
    const plain = await coll.aggregate([{ $match: { $text: { $search: 'battery' } } }]).toArray();
    expect(Object.keys(plain[0]).sort()).toEqual(['_id', 'body', 'title']);
    const late = coll.aggregate([{ $match: { _id: { $gt: 0 } } }, { $match: { $text: { $search: 'speaker' } } }]);
    expect(await codeOf(late.toArray())).toBe(17313);
  });

  it('a wildcard text index covers every string field (manual: Wildcard Text Indexes)', async () => {
    const coll = db().collection('text_wildcard');
    await coll.insertMany([
      { _id: 1 as unknown as never, name: 'Amp', specs: { notes: ['bridgeable to one channel'] } },
      { _id: 2 as unknown as never, name: 'Bridge kit' },
      { _id: 3 as unknown as never, name: 'Fuse' },
    ]);
    await coll.createIndex({ '$**': 'text' });
    const found = await coll
      .find({ $text: { $search: 'bridges' } })
      .sort({ _id: 1 })
      .toArray();
    expect(ids(found)).toEqual([2]); // "bridges" stems to "bridg", "bridgeable" to "bridgeabl"
    const notes = await coll.find({ $text: { $search: 'channels' } }).toArray();
    expect(ids(notes)).toEqual([1]);
  });
});
