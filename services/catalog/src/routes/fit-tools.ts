// The fit tools' data: GET /api/fit-tools/subwoofers[?size=], /api/fit-tools/amplifiers and
// /api/fit-tools/enclosures[?alignment=&subwooferSize=&subwooferCount=]. Each entry is the product's card, priced for
// the viewer like every listing card (presenters' `toCard`), with the parameters the tools compute with.
import { Router, type Request, type Response } from 'express';
import { parseOrThrow } from '@storefront/service-platform';
import type {
  FitToolAmplifiersResponse,
  FitToolEnclosuresResponse,
  FitToolProduct,
  FitToolSubwoofersResponse,
  ProductAudioParameters,
} from '@storefront/shared-domain';
import type { AudioKind, ProductDoc } from '../models';
import { CARD_FIELDS, projectionOf, toCard } from '../lib/presenters';
import { sendJsonBody, toJsonBody } from '../lib/cache';
import { withVariantRows } from '../lib/variant-rows';
import { setViewerCacheHeaders, viewerIsDealer, type RouteContext } from '../lib/context';
import { fitToolAmplifiersQuerySchema, fitToolEnclosuresQuerySchema, fitToolSubwoofersQuerySchema } from './schemas';

export const FIT_TOOLS_PREFIX = '/api/fit-tools';

/** The parameters a product of one kind carries (its audioParameters under that kind's name). */
type ParametersOf<K extends AudioKind> = NonNullable<ProductAudioParameters[K]>;

export function fitToolsRouter(ctx: RouteContext): Router {
  const router = Router();
  const { Product } = ctx.models;
  const projection = projectionOf(CARD_FIELDS, ['audioParameters', 'isEnabledOnSite']);

  /** Every product of one kind that is sold on the site, in the catalogue's default order. */
  async function productsOf(kind: AudioKind): Promise<ProductDoc[]> {
    const docs = await Product.find({ audioKind: kind }, projection).sort({ sortRank: 1 }).lean<ProductDoc[]>().exec();
    return withVariantRows(
      Product,
      docs.filter((d) => d.isEnabledOnSite !== false),
    );
  }

  /** One cached answer per list, filter and viewer kind (dealer prices only to dealers). */
  async function send<K extends AudioKind>(
    req: Request,
    res: Response,
    kind: K,
    filters: Record<string, unknown>,
    keep: (parameters: ParametersOf<K>) => boolean,
    wrap: (entries: Array<FitToolProduct<ParametersOf<K>>>) => unknown,
  ) {
    const dealer = viewerIsDealer(req);
    const answer = await ctx.cache.get(JSON.stringify(['fit-tools', kind, filters, dealer]), async () => {
      const entries = (await productsOf(kind)).flatMap((doc) => {
        const parameters = doc.audioParameters?.[kind];
        return parameters !== undefined && keep(parameters) ? [{ product: toCard(doc, dealer), parameters }] : [];
      });
      return toJsonBody(wrap(entries));
    });
    setViewerCacheHeaders(res, dealer);
    sendJsonBody(res, answer);
  }

  router.get(`${FIT_TOOLS_PREFIX}/subwoofers`, async (req, res) => {
    const q = parseOrThrow(fitToolSubwoofersQuerySchema, req.query, 'query');
    await send(
      req,
      res,
      'subwoofer',
      q,
      (p) => q.size === undefined || p.sizeInches === q.size,
      (subwoofers): FitToolSubwoofersResponse => ({ subwoofers }),
    );
  });

  router.get(`${FIT_TOOLS_PREFIX}/amplifiers`, async (req, res) => {
    parseOrThrow(fitToolAmplifiersQuerySchema, req.query, 'query');
    await send(
      req,
      res,
      'amplifier',
      {},
      () => true,
      (amplifiers): FitToolAmplifiersResponse => ({ amplifiers }),
    );
  });

  router.get(`${FIT_TOOLS_PREFIX}/enclosures`, async (req, res) => {
    const q = parseOrThrow(fitToolEnclosuresQuerySchema, req.query, 'query');
    await send(
      req,
      res,
      'enclosure',
      q,
      (p) =>
        (q.alignment === undefined || p.alignment === q.alignment) &&
        (q.subwooferSize === undefined || p.subwooferSizeInches === q.subwooferSize) &&
        (q.subwooferCount === undefined || p.subwooferCount === q.subwooferCount),
      (enclosures): FitToolEnclosuresResponse => ({ enclosures }),
    );
  });

  return router;
}
