// The header menu's sub-menu entries (spec 2 §2-3): each sub-collection by its page title, at its own address.
import { generateCatalogue } from '../src/seed/catalogue';
import { buildMenu } from '../src/seed/menu';

const menu = buildMenu(generateCatalogue(1));
const collection = (title: string) =>
  [...menu.left, ...menu.right].flatMap((c) => c.collections).find((c) => c.title === title);
const subMenu = (title: string) => (collection(title)?.subMenu ?? []).map((s) => [s.title, s.slug]);

describe('menu sub-collections', () => {
  it('carry the titles of their collection pages, not their route segments', () => {
    expect(subMenu('Fuse Holders & Fuses')).toEqual([
      ['Fuse Holders', 'fuse-holders-and-fuses/fuse-holders'],
      ['Fuses', 'fuse-holders-and-fuses/fuses'],
    ]);
    expect(subMenu('Speaker Wire')).toEqual([
      ['10 Gauge Speaker Wire', 'speaker-wire/10-Gauge-(AWG)'],
      ['12 Gauge Speaker Wire', 'speaker-wire/12-Gauge-(AWG)'],
      ['14 Gauge Speaker Wire', 'speaker-wire/14-Gauge-(AWG)'],
    ]);
    expect(subMenu('Amp Kits').map(([title]) => title)).toEqual([
      '0 Gauge Amp Kits',
      '4 Gauge Amp Kits',
      '8 Gauge Amp Kits',
    ]);
    expect(subMenu('RCA Cables & Adapters').map(([title]) => title)).toEqual([
      '2 Channel RCA Cables',
      '4 Channel RCA Cables',
      '6 Channel RCA Cables',
      'RCA Y-Adapters',
    ]);
  });
});
